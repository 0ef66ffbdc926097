"""Facts misread from a list, a coordination or an apposition (spaCy extractor, ``list-checks.v1``);
each check gives the drop reason counted in the KG manifest, or None.

Heads (:func:`subject_conjuncts` through the extractor's subject spans, :func:`list_problem`
through :func:`hanker.extract.triple_context.triple_problem`):

* ``head is an addition to the subject``: a conjunct joined by ``as well as``, ``along with``,
  ``together with``, ``rather than`` or ``not`` (``nine painters chosen by the Queen, as well
  as Tom Hale``): it is set beside the subject, and what the verb says is not said of it; or
  a head that holds one (``Ana Ruiz, rather than Tom Bell,``);
* ``list subject with a singular verb``: ``the food, the music and the life of Lima has been
  ...``: the verb agrees with the list as one whole, so no item alone is its subject;
* ``quantified head``: a partitive (``some of the novels by X``, ``one of the victims``,
  ``many of them``) or a quantifier before a plural (``many Inca myths``) names no specific
  entity;
* ``head holds a list of examples``: ``towns merged, such as Leeds and Bradford``, ``several
  of her books, including X``;
* ``head cut at its coordination``: the head ends on a noun of its own prepositional phrase
  whose conjunct lies past it (``fighting between the army`` of ``... and the militia``), or
  it is one noun of two under one determiner (``The Cuban roots`` of ``The Cuban roots and
  culture mentored by ...``);
* ``head is a copula's predicate``: ``Ana's father is a dentist and her mother is a nurse``
  parsed with ``a dentist`` as the subject of the second ``is``: a phrase right after a copula
  is its predicate, not the subject of another verb.

Tails of a second verb: ``verb's subject read as a list item``: ``Ana's father is a chef and
her mother is a nurse`` parsed with ``her mother`` as a second predicate gives no (Ana's
father, be, a nurse).

Copular tails: ``plural subject equated with a list item`` (``Ana's parents are Luis, a chef,
and Rosa, a pianist`` gives no (Ana's parents, be, Luis)); ``gapped conjunct`` (``Tom was a
baker and Eva a nurse``, ``.. is the coach, and Eva its captain``: ``Eva`` is the subject of a
clause whose verb is left out, not a second predicate).

Tails: ``tail cut at its coordination`` (:func:`cut_coordination`): the tail ends on a noun
of its own prepositional phrase whose conjunct lies past it (``head of prints`` of ``head of
prints and drawings``, ``the late 1970s`` of ``the late 1970s and early 1980s``), or the
parser broke the list and the word after the tail is a comma or conjunction before a word of
the same kind (``the challenge of reading, translating and ...``).

Appositions (:func:`list_apposition`, through :mod:`hanker.extract.chain_checks`): a name
followed by noun phrases set off by commas with no conjunction among them (``a longing for
Lisbon, the trams, the cafes, the evenings``), or a plural role beside one name, is a list.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.base import ExtractionStats
from hanker.extract.spacy_phrases import expand_conj
from hanker.text.nlp import text_tokens

LIST_CHECKS_VERSION = "list-checks.v1"

ADDITION_HEAD = "head is an addition to the subject"
QUANTIFIED_HEAD = "quantified head"
EXAMPLE_HEAD = "head holds a list of examples"
HEAD_CUT_COORDINATION = "head cut at its coordination"
PREDICATE_HEAD = "head is a copula's predicate"
PLURAL_EQUATED = "plural subject equated with a list item"
GAPPED_CONJUNCT = "gapped conjunct"
CUT_COORDINATION = "tail cut at its coordination"
SINGULAR_LIST = "list subject with a singular verb"
SUBJECT_IN_LIST = "verb's subject read as a list item"

_ADDITIONS = (
    *("as well as", "along with", "together with", "rather than", "instead of", "but not"),
    *("not", "let alone", "as opposed to", "alongside", "besides", "apart from"),
)
# an unnamed part or vague amount ("some of", "tons of"); a count ("six of the 16") is kept
_PARTITIVES = frozenset(
    {
        *("some", "many", "most", "several", "few", "all", "none", "any", "each", "either"),
        *("neither", "both", "much", "part", "majority", "minority", "rest", "bulk", "one"),
        *("number", "couple", "handful", "lot", "lots", "plenty", "remainder", "dozens"),
        *("ton", "tons", "load", "loads", "heap", "heaps", "pile", "piles", "bunch", "slew"),
    }
)
_QUANTIFIERS = frozenset({"some", "many", "most", "several", "few", "various", "numerous"})
_EXAMPLES = re.compile(r"(?:^|[\s,])(?:such as|including|among them|for example|e\.g\.)\s")
_ADDED_IN_HEAD = re.compile(
    r",\s(?:as well as|along with|together with|rather than|instead of|alongside|(?:but |and )?not)\s"
)
_COPULAS = frozenset({"be", "become", "remain"})
_OWN_PHRASE = frozenset({"det", "poss"})  # "A's cross and B's men": two phrases, no list
_LIST_TAGS = frozenset({"NN", "NNS", "VBG"})
# words that may open a conjunct before its noun: "and educational [literature]", "portrait"
# of "portrait photography" read as a verb
_MODIFIER_TAGS = frozenset({"JJ", "VB"})


def subject_conjuncts(subject: Any, stats: ExtractionStats) -> list[Any]:
    """The subject and its conjuncts (:func:`expand_conj`), less those that are an addition
    set beside it (``as well as X``); none when the list has a singular verb (``the culture,
    the food and the life of Lima has been ...``: the list is one whole, no item says it)."""
    kept = []
    for item in expand_conj(subject):
        if item is not subject and _addition(item):
            stats.drop(ADDITION_HEAD)
            continue
        kept.append(item)
    if len({t.lower_ for t in kept}) > 1 and _singular_verb(subject):  # "X and X was": one
        stats.drop(SINGULAR_LIST, len(kept))
        return []
    return kept


def _singular_verb(subject: Any) -> bool:
    """Whether the subject's verb (or its auxiliary) is a singular present or ``was``."""
    verb = subject.head
    if subject.dep_ not in {"nsubj", "nsubjpass"} or verb.pos_ not in {"VERB", "AUX"}:
        return False
    words = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    return any(w.tag_ == "VBZ" or w.lower_ == "was" for w in words)


def _addition(conjunct: Any) -> bool:
    """Whether the words right before ``conjunct`` are an adding or excluding link."""
    doc = conjunct.doc
    start = conjunct.left_edge.i
    words = [t.lower_ for t in doc[max(start - 4, 0) : start] if not t.is_punct]
    before = " " + " ".join(words)
    return any(before.endswith(" " + link) for link in _ADDITIONS)


def list_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple was misread from a list, coordination or apposition (see the
    module), or None."""
    problem = _quantified(head) or (EXAMPLE_HEAD if _EXAMPLES.search(head) else None)
    problem = problem or (ADDITION_HEAD if _ADDED_IN_HEAD.search(head) else None)
    if problem is not None or doc is None:
        return problem
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    if _shared_name_head(heads) or _shared_name_head(tails):  # "Devon and Cornwall Police"
        return NAME_CUT
    if heads and (cut_coordination(heads, head=True) or _shared_determiner(heads)):
        return HEAD_CUT_COORDINATION
    if heads and doc.text.count(head) == 1 and _after_copula(heads):  # "is X and X was"
        return PREDICATE_HEAD
    if tails and relation in _COPULAS:
        problem = _copular_list(heads, tails)
    if problem is None and tails and _subject_in_list(tails, head):
        problem = SUBJECT_IN_LIST
    shared = tails and _shared_determiner(tails, _OBJECTS)  # "the wit [and honesty] he brings"
    shared = shared or (tails and _orphan_and(tails[-1]))
    if problem is None and tails and (cut_coordination(tails) or _broken_list(tails) or shared):
        problem = CUT_COORDINATION
    return problem


_OBJECTS = frozenset({"dobj", "attr", "pobj", "oprd"})


def _quantified(head: str) -> str | None:
    """``quantified head``: ``some of ...``, ``the majority of ...``, ``many <plural>``; not a
    capitalised title (``One of Us``, ``Many Moons``)."""
    words = head.split()
    lower = [w.lower() for w in words]
    if lower[:1] in (["a"], ["an"], ["the"]):
        lower, words = lower[1:], words[1:]
    if len(lower) < 2:
        return None
    if lower[0] in _PARTITIVES and lower[1] == "of":
        rest = words[2:]
        title = rest and all(w[:1].isupper() and not w.endswith(("'s", "’s")) for w in rest)
        return None if title else QUANTIFIED_HEAD
    bare = head.split()[0].lower() in _QUANTIFIERS  # "the most successful X": a superlative
    if bare and words[-1].islower() and words[-1].isalpha():
        return QUANTIFIED_HEAD
    return None


def cut_coordination(tokens: list[Any], head: bool = False) -> bool:
    """Whether the phrase ends on a noun inside its own prepositional phrase whose conjunct
    lies past the phrase (``head of orchestras`` of ``head of orchestras and choirs``); a
    conjunct with a determiner or possessor of its own is another phrase, except after
    ``between`` (``fighting between the army and the militia``)."""
    if len(tokens) < (2 if head else 3):
        return False
    last, inside = tokens[-1], {t.i for t in tokens}
    if last.dep_ != "pobj" or last.head.i not in inside:
        return False
    end = last.idx + len(last.text)
    pair = last.head.lower_ == "between"
    return any(
        c.dep_ == "conj"
        and c.idx >= end
        and (pair or not any(g.dep_ in _OWN_PHRASE for g in c.children))
        for c in last.children
    )


def _shared_determiner(
    tokens: list[Any], roles: frozenset[str] = frozenset({"nsubj", "nsubjpass"})
) -> bool:
    """``The Cuban roots [and culture] taught by ...``: the phrase (a head, or with ``roles``
    a tail) opens on a determiner or possessor and ends on its common noun, whose conjunct
    with no determiner of its own (``[and quiet honesty]``) lies past it and is followed by a
    modifier of either noun: the determiner and the modifier span both nouns, so the phrase is
    half of one (``Ana's son and daughter had to stay`` is two facts and is kept)."""
    last = tokens[-1]
    inside = {t.i for t in tokens}
    if last.pos_ != "NOUN" or last.dep_ not in roles:
        return False
    if not any(c.dep_ in _OWN_PHRASE and c.i in inside for c in last.children):
        return False
    bare = [
        c
        for c in last.children
        if c.dep_ == "conj"
        and c.i > last.i
        and c.pos_ == "NOUN"
        and all(g.dep_ in {"cc", "punct", "amod", "compound"} or g.i > c.i for g in c.children)
    ]
    return any(
        m.dep_ in {"acl", "relcl", "prep"} and m.i > c.i
        for c in bare
        for m in (*last.children, *c.children)
    )


def _orphan_and(last: Any) -> bool:
    """The tail's noun has an ``and`` after it but no conjunct: the parser broke the list."""
    cc = any(c.dep_ == "cc" and c.i > last.i for c in last.children)
    return last.pos_ == "NOUN" and cc and not any(c.dep_ == "conj" for c in last.children)


def _after_copula(tokens: list[Any]) -> bool:
    """Whether the head comes right after a copula that is not its own verb (``is a dentist
    and ... is a nurse``: ``a dentist`` read as the second verb's subject)."""
    first = tokens[0]
    if first.i == 0:
        return False
    before = first.doc[first.i - 1]
    if before.lemma_.lower() != "be" or before.dep_ in {"aux", "auxpass"}:
        return False
    inside = {t.i for t in tokens}
    root = next((t for t in tokens if t.head.i not in inside), tokens[-1])
    return root.head.i != before.i


def _copular_list(heads: list[Any], tails: list[Any]) -> str | None:
    """``plural subject equated with a list item`` and ``gapped conjunct`` (see the module)."""
    inside = {t.i for t in tails}
    root = next((t for t in tails if t.head.i not in inside), None)
    if root is None:
        return None
    listed = root.dep_ == "conj" or any(c.dep_ == "conj" for c in root.children)
    plural = bool(heads) and heads[-1].tag_ in {"NNS", "NNPS"}
    if listed and plural and root.pos_ == "PROPN":
        return PLURAL_EQUATED  # "her parents are Luis Diaz ... and Rosa Diaz"
    conjuncts = [root] if root.dep_ == "conj" else []
    conjuncts += [c for c in root.children if c.dep_ == "conj"]
    opened = [t for t in tails if t.dep_ == "conj" and t.i + 1 in inside]
    if any(_gapped(c) for c in conjuncts) or any(_opens_phrase(t) for t in opened):
        return GAPPED_CONJUNCT  # "and her mother a nurse": a subject with its predicate
    return None


def _opens_phrase(conjunct: Any) -> bool:
    """Whether a name or noun conjunct is followed at once by a determiner or possessive
    (``a baker and Eva Lind a nurse``): a new phrase with no comma, a gapped clause."""
    after = conjunct.doc[conjunct.i + 1]
    named = conjunct.pos_ == "PROPN" or any(c.dep_ == "poss" for c in conjunct.children)
    return named and (after.pos_ == "DET" or after.tag_ == "PRP$")


def _gapped(conjunct: Any) -> bool:
    """Whether a conjunct has a noun phrase right after it with no comma between, which the
    parser read as its appositive (``and Eva Lind a nurse``): a clause with its verb left out."""
    doc = conjunct.doc
    for child in conjunct.children:
        start = child.left_edge.i
        if child.dep_ == "appos" and start > 0 and doc[start - 1].text != ",":
            return True
    return False


def _subject_in_list(tails: list[Any], head: str) -> bool:
    """Whether the tail's verb is a second verb with no subject of its own right after a noun
    that the parser hung on an earlier list (``father is a chef and her mother is a nurse``:
    ``mother`` read as a second predicate, so ``is a nurse`` inherits ``father``)."""
    inside = {t.i for t in tails}
    verb = next((t for t in tails if t.head.i not in inside), tails[0]).head
    for _ in range(2):
        if verb.pos_ in {"VERB", "AUX"}:
            break
        verb = verb.head
    if verb.dep_ != "conj" or verb.pos_ not in {"VERB", "AUX"}:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in verb.children):
        return False
    left = [c for c in verb.children if c.i < verb.i and c.dep_ in {"aux", "auxpass", "neg"}]
    first = min([verb.i, *(c.i for c in left)])
    before = verb.doc[first - 1] if first > 0 else None
    if before is None or before.text in head.split():  # the head is that noun: no loss
        return False
    return before.pos_ in {"NOUN", "PROPN"} and before.dep_ == "conj"


def _broken_list(tokens: list[Any]) -> bool:
    """Whether the tail ends on a word of its own prepositional phrase and goes on, past the
    tail, with ``, W`` (before a later ``and``) or ``and W``, W a word of the same kind after
    at most two modifiers (the parser broke the list: the conjunct hangs elsewhere)."""
    last, inside = tokens[-1], {t.i for t in tokens}
    if last.tag_ not in _LIST_TAGS or last.head.i not in inside or last.dep_ != "pobj":
        return False
    doc = last.doc
    nxt = last.i + 1
    if nxt + 1 >= len(doc) or doc[nxt].text not in {",", "and", "or"}:
        return False
    if doc[nxt].text == "," and not any(t.lower_ in {"and", "or"} for t in doc[nxt + 2 : nxt + 6]):
        return False
    for word in doc[nxt + 1 : nxt + 4]:
        if word.dep_ in {"nsubj", "nsubjpass"} or word.tag_ not in _MODIFIER_TAGS | _LIST_TAGS:
            return False
        if word.tag_ in _LIST_TAGS:  # "and advocates for": a verb read as a plural noun
            verb_like = (
                word.tag_ == "NNS"
                and word.i + 1 < len(doc)
                and doc[word.i + 1].pos_ in {"ADP", "DET"}
            )
            return _kind(word) == _kind(last) and not verb_like
    return False


def _kind(token: Any) -> str:
    """``noun`` for a common noun, ``ing`` for a gerund, else the tag."""
    return "noun" if token.tag_ in {"NN", "NNS"} else "ing" if token.tag_ == "VBG" else token.tag_


def list_apposition(ent_root: Any, role: Any) -> bool:
    """Whether the appositive ``role`` after a name is an item of a list: another noun phrase
    follows it after a comma (``Lisbon, the trams, the cafes``), its own conjuncts come
    without a conjunction, it is a name with a name among its conjuncts (``Mr Khan, the BBBoC
    and Wada``, ``spacy-patterns.v37``), or it is plural beside a singular name (``Lisbon, the
    trams``)."""
    doc = role.doc
    after = role.right_edge.i + 1
    if after + 1 < len(doc) and doc[after].text == ",":
        nxt = doc[after + 1]
        if nxt.pos_ == "DET" and nxt.lower_ not in {"which", "that", "whose"}:
            return True
    chain = [t for t in expand_conj(role) if t is not role]
    linked = any(t.dep_ == "cc" for c in chain for t in c.children) or any(
        t.dep_ == "cc" for t in role.children
    )
    names = role.text[:1].isupper() and any(c.pos_ == "PROPN" for c in chain)  # "X, the BBC and Y"
    if chain and (not linked or names or any(_named_item(c) for c in chain)):
        return True
    return role.tag_ == "NNS" and ent_root.tag_ == "NNP"


def _named_item(conjunct: Any) -> bool:
    """A conjunct with a determiner and a name (``Tehran, the city of Ardabil and the city of
    Kermanshah``): another item of a list, no second role (``spacy-patterns.v40``)."""
    own = any(t.dep_ == "det" for t in conjunct.children)
    return own and any(t.pos_ == "PROPN" for t in conjunct.subtree)


NAME_CUT = "name cut at its coordination"
_NAME_HEADS = frozenset(
    {"Police", "Constabulary", "Council", "Councils", "Fire", "Rescue", "Service", "Services"}
    | {"Trust", "Hospital", "Hospitals", "University", "Board", "Authority", "Railway"}
    | {"Partnership", "Health", "Ambulance", "College", "Colleges", "Church", "Diocese"}
)
ORGANISATION_WORDS = _NAME_HEADS  # the words two places' names share: "Devon and Cornwall Police"


def _shared_name_head(tokens: list[Any]) -> bool:
    """``name cut at its coordination``: one side of ``Devon and Cornwall Police``, a name whose
    places share one organisation word. The parser makes the bare place and the rest of the
    name conjuncts, so each side alone (``Devon``, ``Cornwall Police``) names no entity."""
    if not tokens:
        return False
    first, last = tokens[0], tokens[-1]
    if len(tokens) == 1 and first.pos_ == "PROPN" and not _modified(first):
        return any(_organisation_conjunct(c) for c in first.children if c.dep_ == "conj")
    place = last.head
    return (
        _organisation_conjunct(last)
        and place.i < first.i
        and place.pos_ == "PROPN"
        and not _modified(place)
    )


def _modified(token: Any) -> bool:
    return any(c.dep_ in {"compound", "amod", "det", "poss"} for c in token.children)


def _organisation_conjunct(token: Any) -> bool:
    """A multi-word proper name joined as a conjunct and ending in an organisation word."""
    return (
        token.dep_ == "conj"
        and token.text in _NAME_HEADS
        and any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in token.children)
    )
