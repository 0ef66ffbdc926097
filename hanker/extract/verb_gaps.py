"""Relations that silently skip words of their verb phrase (spaCy extractor).

A prose fact's relation is the verb with the words the extractor chose to keep (``sell
copies in``, ``be charged with``); its tail is a phrase further on. The parse of the sentence
says which words between the verb and the tail belong to the verb's phrase. When one of them
carries meaning and is neither in the relation nor in the tail, the fact says something the
sentence does not (:func:`gap_problem`, through :func:`hanker.extract.triple_context.
triple_problem`):

* ``relation skips words``: between the verb and the tail's start the source has a particle
  or direction (``was carried off stage during``), a direct object or object complement the
  relation left out (``sold [copies] in``), a prepositional phrase that is no time or place
  adjunct (an idiom, ``got into trouble with``; a goal, ``committed to the project until ..
  in``), or a modifier of a noun the relation kept (``shot at [close] range``). Adverbs
  (``also``, ``quickly``), determiners, time expressions and named-place or date adjuncts may
  be skipped;
* ``verb's complement lost``: the verb needs a complement the fact has not got: a placing
  verb without its place (``chose to base [its office] [in Oslo]``), a verb of accusing
  without what of (``accused the mayor [of fraud]``), an object without its predicate
  (``kept the plan [secret]``; the tail is the object, or only the predicate with the object
  skipped), a movement ``from`` without its ``to`` (``travel from Oslo [to Rome]``), a verb
  of trying with only a time (``had tried [to control Ukraine] for centuries``), a verb of
  naming whose object the fact lost (``called [Turner] an inspiration``, ``something her
  family described as a slap``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import text_tokens

RELATION_GAP = "relation skips words"
COMPLEMENT_LOST = "verb's complement lost"

# dependents of a kept word that may be left out of a relation: function words, time
# expressions, adverbial clauses (their own facts), punctuation
_SKIPPABLE = frozenset(
    {"punct", "det", "aux", "auxpass", "cc", "mark", "advcl", "npadvmod", "intj", "parataxis"}
    | {"predet", "preconj", "case", "meta", "relcl", "acl", "appos", "conj", "expl"}
    | {"poss", "agent"}
)
# dependents that carry the verb phrase's meaning
_CONTENT = frozenset(
    {"dobj", "dative", "oprd", "acomp", "attr", "xcomp", "ccomp", "prt", "pobj"}
    | {"amod", "compound", "nummod", "nmod", "quantmod", "advmod", "neg", "prep", "pcomp"}
    | {"nsubj", "nsubjpass"}
)
_PARTICLES = frozenset(
    {"off", "out", "up", "down", "away", "back", "over", "around", "home", "apart", "aside"}
    | {"abroad", "forward", "ahead", "together", "in", "on", "through", "along", "behind"}
    | {"almost", "nearly", "never", "barely", "hardly", "previously", "late", "early"}
)
_ADJUNCT_ENTITIES = frozenset(
    {"DATE", "TIME", "GPE", "LOC", "FAC", "ORG", "EVENT", "PERSON", "NORP", "MONEY", "PERCENT"}
    | {"QUANTITY", "CARDINAL", "ORDINAL"}
)
_PLACES = frozenset({"GPE", "LOC", "FAC"})
# prepositions of time, concession and source: adjuncts the relation may leave out
_ADJUNCT_PREPOSITIONS = frozenset(
    {"until", "since", "after", "before", "during", "despite", "amid", "from"}
)
_PLACING = frozenset({"base", "put", "place", "locate", "station", "house", "headquarter"})
_PLACE_PREPOSITIONS = frozenset({"in", "at", "on", "near", "inside", "outside", "within"})
_ACCUSING = {
    "accuse": {"of"},
    "charge": {"with"},
    "convict": {"of"},
    "suspect": {"of"},
    "acquit": {"of"},
    "clear": {"of"},
    "separate": {"from"},
    "distinguish": {"from"},
    "rob": {"of"},
    "deprive": {"of"},
}
_MOVING = frozenset(
    {"travel", "go", "move", "fly", "drive", "walk", "sail", "rise", "fall", "drop", "climb"}
    | {"increase", "decrease", "grow", "jump", "shift", "switch", "relocate", "transfer"}
)


def gap_problem(relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple's relation skips meaningful words of its verb phrase, or lost a
    complement its verb needs (see the module), or None."""
    tokens = text_tokens(tail, doc)
    if not tokens:
        return None
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i == t.i or t.head.i not in inside]
    if len(roots) != 1:
        return None
    words = _relation_words(relation)
    root = roots[0]
    coordinated = root.dep_ in {"conj", "appos"}
    while root.dep_ in {"conj", "appos"} and root.head.i != root.i:
        root = root.head  # "sold apples and pears": the conjunct's own path is its first's
    path = _path_to_verb(root, words)
    if not path:
        return None
    verb = path[-1]
    predicates = [t for t in path[1:-1] if t.pos_ in {"VERB", "ADJ", "AUX"}]
    if any(t.i not in inside and not _kept(t, words) for t in predicates):
        return RELATION_GAP  # the tail hangs on a word the relation left out
    skip = {t.i for t in root.subtree} if coordinated else set()  # "apples and" of "pears"
    if (
        verb.i < tokens[0].i
        and not _list_item(tokens[0])
        and _skips_between(verb, path, tokens[0].i, words | skip)
    ):
        return RELATION_GAP
    return _lost_complement(verb, root, tokens, words)


def _list_item(first: Any) -> bool:
    """Whether the tail follows a comma or conjunction (quotes aside): a later item of a list,
    whose earlier items the relation need not name."""
    before = [
        t for t in first.doc[first.sent.start : first.i] if t.text not in {'"', "'", "“", "”"}
    ]
    return bool(before) and (before[-1].text == "," or before[-1].dep_ == "cc")


def _relation_words(relation: str) -> set[str]:
    """The relation's own words (a speaker in brackets left out), lower-cased."""
    own = relation.split("(according to", 1)[0].lower()
    return set(own.split()) | set(own.replace("-", " ").split())  # "counter-attack"


def _kept(token: Any, words: set[Any]) -> bool:
    return token.i in words or token.lower_ in words or token.lemma_.lower() in words


def _path_to_verb(root: Any, words: set[str]) -> list[Any]:
    """The tail's root and its heads up to the first verb the relation names, or []."""
    path = [root]
    node = root
    while node.head.i != node.i and len(path) < 8:
        node = node.head
        path.append(node)
        if node.pos_ in {"VERB", "AUX"} and _kept(node, words):
            return path
    return []


def _skips_between(verb: Any, path: list[Any], start: int, words: set[Any]) -> bool:
    """Whether a meaningful dependent of the verb phrase lies between the verb and the tail
    and is in neither the relation nor the tail."""
    on_path = {t.i for t in path}
    kept = on_path | {t.i for t in verb.doc[verb.i + 1 : start] if _kept(t, words)}
    subtree = {t.i for t in verb.subtree}
    # a phrase skipped before an object (``signed [into law] a bill``) or a time (``died [at
    # home] on 3 May``) leaves a true fact; before a preposition's object it changes the verb
    phrasal = path[0].dep_ == "pobj" and path[0].ent_type_ not in {"DATE", "TIME"}
    for token in verb.doc[verb.i + 1 : start]:
        if token.i in kept or token.i not in subtree:
            continue
        top = token
        while top.head.i not in kept and top.head.i != top.i:
            top = top.head
        if top.head.i not in kept and top.head.i != verb.i:
            continue
        if _meaningful(top, top.head.i == verb.i and phrasal):
            return True
    return False


def _meaningful(top: Any, of_verb: bool) -> bool:
    """Whether a dependent left out of a relation carries the verb phrase's meaning
    (``of_verb``: a prepositional phrase counts, being the verb's own before the tail's)."""
    dep = top.dep_
    if dep in _SKIPPABLE or dep not in _CONTENT or top.pos_ == "PRON" or top.is_punct:
        return False  # a pronoun: coreference wrote its name in the relation
    if dep == "compound" and top.head.pos_ == "PROPN":
        return False  # a name's first words
    if dep == "prep" and not of_verb:
        return False  # a kept noun's own modifier ("the post [of secretary]")
    if dep == "amod" and top.head.dep_ == "dobj":
        return False  # an object folded into the relation ("open [new] factory in")
    if dep == "advmod":
        return top.lower_ in _PARTICLES
    if dep == "prep":
        return not _adjunct(top)
    if dep == "pobj":
        return not (top.ent_type_ in _ADJUNCT_ENTITIES or top.like_num)
    return True


def _adjunct(prep: Any) -> bool:
    """A time or place adjunct: a preposition of time, or one whose object is a date, time
    or named place (``in 2019``, ``in London``, ``until 2028``)."""
    if prep.lower_ in _ADJUNCT_PREPOSITIONS:
        return True
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    named = [_named_or_measure(o) for o in objects]
    return all(
        named
    )  # none: an adverbial idiom ("in full")  # a pronoun: coreference named it in the relation


def _named_or_measure(noun: Any) -> bool:
    """A date, named place or thing, number or measure (``by 40 million people``), or a
    pronoun (coreference named it in the relation)."""
    counted = any(c.dep_ == "nummod" for c in noun.children)
    placed = any(t.ent_type_ in _PLACES for t in noun.subtree)  # "in parts of Wales"
    named = noun.ent_type_ in _ADJUNCT_ENTITIES or noun.like_num or placed
    occasion = noun.lemma_.lower() == "time"  # "for the second time" (spacy-patterns.v27)
    return named or noun.pos_ == "PRON" or counted or occasion


def _lost_complement(verb: Any, root: Any, tokens: list[Any], words: set[str]) -> str | None:
    """A complement the verb needs that the fact has not got (it lies past the tail, or in a
    relative ``where``), or a reordered noun of the relation kept without its modifiers."""
    end = tokens[-1].i
    later = [c for c in verb.children if c.i > end]
    lemma = verb.lemma_.lower()
    if root.dep_ == "dobj" and root.head.i == verb.i:
        if any(c.dep_ in {"oprd", "acomp"} for c in later):
            return COMPLEMENT_LOST  # "kept the plan [secret]"
        particle = any(c.dep_ == "prt" for c in verb.children)  # "put forward a plan"
        if lemma in _PLACING and not particle and not any(_place_phrase(t) for t in tokens):
            return COMPLEMENT_LOST  # "based the firm [in Oslo]", "[where] they based it"
    if _accusation_lost(verb, root, later, end):
        return COMPLEMENT_LOST  # "accused the mayor [of fraud]", "accused by the EU [of ...]"
    if root.dep_ == "nsubj" and root.head.i != verb.i and not _kept(root.head, words):
        return COMPLEMENT_LOST  # "kept [the plan secret]": a small clause's subject
    named = root.dep_ in {"oprd", "attr"} or (root.dep_ == "pobj" and root.head.lower_ == "as")
    if lemma in _NAMING and named and not _object_kept(verb, words):
        return COMPLEMENT_LOST  # "called [Turner] an inspiration", "something [X] described as"
    timed = root.ent_type_ in {"DATE", "TIME"} or root.lemma_.lower() in _TIME_NOUNS
    done = any(c.dep_ in {"xcomp", "dobj", "ccomp"} for c in verb.children)
    if lemma in _TRYING and timed and not done:
        return COMPLEMENT_LOST  # "had tried [- but failed - to control X] for centuries"
    moving = lemma in _MOVING and "from" in words
    if moving and any(c.dep_ == "prep" and c.lower_ in {"to", "into"} for c in later):
        return COMPLEMENT_LOST  # "travel from Oslo [to Rome]"
    return RELATION_GAP if _reordered_noun_cut(verb, end, words) else None


_NAMING = frozenset({"call", "describe", "dub", "label", "brand", "hail", "term", "name"})


def _accusation_lost(verb: Any, root: Any, later: list[Any], end: int) -> bool:
    """A verb of accusing whose object (or passive agent) is the tail and whose ``of`` phrase
    lies past it, on the verb or, for an object, on the noun (``the builder [of fraud]``)."""
    needed = _ACCUSING.get(verb.lemma_.lower(), set())
    if root.dep_ == "dobj" and root.head.i == verb.i:
        later = later + [c for c in root.children if c.i > end]
    elif not (root.dep_ == "pobj" and root.head.dep_ == "agent"):
        return False
    return any(c.dep_ == "prep" and c.lower_ in needed for c in later)


def _object_kept(verb: Any, words: set[str]) -> bool:
    """A verb of naming whose object the relation keeps, or a passive one (``was called``)."""
    if any(c.dep_ in {"nsubjpass", "auxpass"} for c in verb.children):
        return True
    return any(c.dep_ == "dobj" and c.lemma_.lower() in words for c in verb.children)


_TRYING = frozenset({"try", "attempt", "seek", "fail", "struggle", "manage", "vow", "threaten"})
_TIME_NOUNS = frozenset({"century", "decade", "year", "month", "week", "day", "hour", "ages"})


def _reordered_noun_cut(verb: Any, end: int, words: set[str]) -> bool:
    """Whether the relation names a noun of the verb's phrase that stands past the tail
    (``be charged with offence on | Friday`` of ``charged on Friday with offences contrary
    to ..``) and leaves out that noun's own modifiers."""
    for child in verb.children:
        nouns = [child] if child.dep_ == "dobj" else []
        if child.dep_ == "prep" and _kept(child, words):
            nouns = [g for g in child.children if g.dep_ == "pobj"]
        for noun in nouns:
            if noun.i <= end or noun.pos_ != "NOUN" or not _kept(noun, words):
                continue
            if any(c.dep_ in _MODIFIERS and not _kept(c, words) for c in noun.children):
                return True
    return False


_MODIFIERS = frozenset({"amod", "compound", "nmod", "nummod"})  # "at home [near X]": its own PP


def _place_phrase(token: Any) -> bool:
    return token.dep_ == "prep" and token.lower_ in _PLACE_PREPOSITIONS
