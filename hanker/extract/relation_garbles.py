"""Relations garbled from their verb phrase (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

Each check reads the triple's relation with its sentence's parse and returns a drop reason
(counted in the KG manifest) or None:

* ``folded object lost its modifiers``: the verb's object noun folded into the relation
  (``V NOUN PREP``) while the words that give it its meaning are left out (``cemented her
  position as`` -> ``cement position as``, ``exposed the thin reserves within`` -> ``expose
  reserve within``, ``wrote gripping novels like`` -> ``write novel like``): a bare noun in
  a relation reads as an idiom (``shake hand with``, ``take part in``), which these are not;
  so is an object or predicate noun folded without the clause that says which one it is
  (``became the first Albanian prime minister [to visit London] in March``);
* ``own preposition skipped``: a prepositional verb whose own preposition introduces its
  argument (``focus on``, ``point to``, ``refer to``) kept with a later adjunct's
  preposition instead (``focuses on X in the book`` -> ``focus in | the book``): what the
  verb is about is lost and the verb + preposition pair is no phrase of English;
* ``object is the relative clause's noun``: a verb in a relative clause without relative
  pronoun whose object is the noun the clause describes (``the park he used to visit as a
  child`` -> ``use to visit as | a child``): the fact keeps an adjunct and loses the object;
* ``copula tail is no complement``: a ``be`` fact whose tail the parse reads as an object,
  a subject or an item of a list after a preposition (``her approach is distinctive in its
  detail and strong characters`` gives no ``(approach, be, strong characters)``), or one
  ``-ing`` word (``X KC, defending, said`` gives no ``(X KC, be, defending)``), or a tail that
  stands right after its head with no verb or comma (``Winnie the Pooh horror movie``,
  ``Unison head of health Sara Gorton``: a name or a role read as an apposition);
* ``person read as an event``: a ``be`` fact that makes a person a deed or a charge (``denied
  the murder of Olivia, the attempted murder of Mr Nee, ...`` gives no ``(Olivia, be, the
  attempted murder of Mr Nee)``);
* ``participial adjective read as verb``: ``had distinguished careers`` read as the past
  perfect of ``distinguish``: an adjective of praise or kind before a bare noun object of
  ``have`` is no verb (``distinguish | careers``); the other way round, ``has out-qualified
  Hamilton`` read as ``(Russell, have, out-qualified Lewis Hamilton)``: a tail that opens
  with a past participle makes ``have`` its auxiliary, not the verb (``spacy-patterns.v36``);
* ``relation runs into punctuation``: a relation word that ends in a dash or other mark
  (``as he later declared- The Union is ...``): a verb run into quoted or broken text, no
  clean verb phrase (``spacy-patterns.v46``).

:func:`repaired_lemma` mends two lemmatiser slips where a relation is built: the doubled
``l`` of British spelling (``trialled`` -> ``trialle``, made ``trial``) and a silent ``e``
lost from a one-syllable verb (``fined`` -> ``fin``, made ``fine``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.relation_meaning import own_relation, relation_verb
from hanker.text.crime_words import CRIME_NOUNS
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.verb_lemmas import verb_base

FOLDED_MODIFIERS = "folded object lost its modifiers"
OWN_PREPOSITION = "own preposition skipped"
RELATIVE_OBJECT = "object is the relative clause's noun"
PUNCTUATED_VERB = "relation runs into punctuation"
_BREAKS = frozenset("-\u2013\u2014:;(")  # a word run into a dash, colon or bracket
PARTICIPLE_ADJECTIVE = "participial adjective read as verb"
COPULA_NON_COMPLEMENT = "copula tail is no complement"
PERSON_AS_EVENT = "person read as an event"
AUXILIARY_AS_VERB = "auxiliary read as the verb"
_DEED_NAMES = frozenset({"EVENT", "WORK_OF_ART", "LAW"})  # names that may be deeds
# a barrister's part in a case, which the tagger often reads as a noun: "X KC, defending,"
_COURT_ROLES = frozenset({"defending", "prosecuting", "representing", "mitigating", "presiding"})

# parse roles that no predicate noun of a copula takes (a list item after "in", an object)
_NOT_COMPLEMENT = frozenset({"dobj", "nsubj", "nsubjpass", "npadvmod", "pobj", "nmod", "dative"})

_PREPOSITIONS = frozenset(
    {"in", "on", "at", "for", "during", "since", "until", "by", "from", "to", "after", "before"}
    | {"within", "over", "through", "throughout", "into", "of", "with", "as", "like", "about"}
    | {"against", "across", "among", "between", "under", "without", "despite", "outside"}
)
# modifiers that carry a folded noun's meaning (an article does not)
_MEANING_DEPS = frozenset({"amod", "poss", "compound", "nummod", "quantmod", "predet", "nmod"})
# adjectives of degree, order or gravity, which a folded noun can lose and keep its sense
_DEGREE_ADJECTIVES = frozenset(
    {"first", "last", "second", "third", "final", "new", "other", "own", "further", "more"}
    | {"huge", "big", "major", "minor", "serious", "fatal", "severe", "regular", "early"}
    | {"late", "young", "old", "key", "main", "several", "many", "few", "additional", "great"}
    | {"large", "small", "little", "full", "total", "overall", "single", "initial", "latest"}
)
# prepositional verbs: the preposition that introduces what the verb is about
_OWN_PREPOSITIONS = {
    "focus": {"on", "upon"},
    "concentrate": {"on", "upon"},
    "centre": {"on", "around"},
    "center": {"on", "around"},
    "point": {"to"},
    "refer": {"to"},
    "introduce": {"to"},
    "reflect": {"on", "upon"},
    "hear": {"of", "about"},
    "rely": {"on", "upon"},
    "depend": {"on", "upon"},
    "listen": {"to"},
    "belong": {"to"},
    "contribute": {"to"},
    "respond": {"to"},
    "react": {"to"},
    "specialise": {"in"},
    "specialize": {"in"},
    "insist": {"on"},
    "comment": {"on"},
    "elaborate": {"on"},
    "dwell": {"on"},
    "consist": {"of"},
    "complain": {"about", "of"},
    "worry": {"about"},
    "talk": {"about", "of"},
    "write": {"about"},
    "call": {"for"},
    "apologise": {"for"},
    "apologize": {"for"},
    "account": {"for"},
    "search": {"for"},
    "deal": {"with"},
    "cope": {"with"},
    "look": {"at"},
    "stare": {"at"},
}
_RELATIVE_PRONOUNS = frozenset({"who", "whom", "that", "which", "whose", "what"})
# prepositions of a second argument (source, goal, partner, agent), facts without the object
_ARGUMENT_PREPOSITIONS = frozenset({"from", "to", "with", "by"})
_RELATIVE_ADVERBS = frozenset({"where", "when", "why", "how", "whereby"})
# nouns a relative clause without pronoun describes as its time, place, manner or cause
_ADJUNCT_NOUNS = frozenset(
    {"day", "week", "month", "year", "time", "moment", "night", "morning", "evening", "hour"}
    | {"season", "decade", "age", "era", "period", "minute", "way", "reason", "place", "point"}
    | {"afternoon", "weekend", "summer", "winter", "spring", "autumn", "minute", "second"}
)
# participles used as adjectives of praise or kind (``a distinguished career``)
_PARTICIPLE_ADJECTIVES = frozenset(
    {"distinguished", "celebrated", "accomplished", "varied", "mixed", "limited", "renowned"}
    | {"acclaimed", "storied", "chequered", "checkered", "troubled", "talented", "gifted"}
    | {"skilled", "sophisticated", "complicated", "devoted", "dedicated", "vested", "heated"}
)


def relation_garble_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple's relation garbles its verb phrase (see the module), or None."""
    own = own_relation(relation)
    words = own.split()
    if any(word[-1] in _BREAKS for word in words):
        return PUNCTUATED_VERB  # "as he declared- The Bank ...": a verb run into quoted text
    if doc is None or not words:
        return None
    tokens = text_tokens(tail, doc)
    if not tokens:
        return None
    verb, root = relation_verb(own, tokens)
    if verb is None or root is None:
        return None
    if _participle_adjective(words, verb, root):
        return PARTICIPLE_ADJECTIVE
    if words == ["have"] and _opens_with_participle(tail, tokens):
        return AUXILIARY_AS_VERB  # "has out-qualified Hamilton": have | out-qualified ...
    if words[-1] not in _PREPOSITIONS or len(words) < 2:
        return None
    if _folded_modifiers(words, verb):
        return FOLDED_MODIFIERS
    if _own_preposition_skipped(words, verb, root):
        return OWN_PREPOSITION
    return RELATIVE_OBJECT if _relative_object(words, verb, root) else None


def _opens_with_participle(tail: str, tokens: list[Any]) -> bool:
    """Whether the tail's first word is a past participle (``out-qualified``, ``overtaken``)."""
    first = tail.split()[0] if tail.split() else ""
    if not re.fullmatch(r"[a-z]+(?:-[a-z]+)*(?:ed|en)", first):
        return False
    word = [t for t in tokens if t.idx - tokens[0].idx < len(first)]
    return any(t.tag_ in {"VBN", "VBD"} or t.text.endswith("ed") for t in word)


def copula_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a ``be`` fact (of a clause or an apposition, in prose or an agreement) is no
    statement of what its head is: its tail is no complement, or a name is made a deed."""
    tokens = text_tokens(tail, doc) if doc is not None else []
    words = own_relation(relation).split()
    if words[:1] != ["be"] or not tokens:
        return None
    if len(words) > 1:  # "(Olivia, be attempted murder of, Mr Nee)": the deed folded in
        folded = len(words) > 2 and words[-1] == "of" and words[-2] in CRIME_NOUNS
        return PERSON_AS_EVENT if folded and _named(text_tokens(head, doc)) else None
    if _not_complement(tokens) or _bare_participle(tokens) or f"{head} {tail}" in doc.text:
        return COPULA_NON_COMPLEMENT  # "Winnie the Pooh horror movie": no "is" between
    return PERSON_AS_EVENT if _person_as_event(text_tokens(head, doc), tokens) else None


def _named(heads: list[Any]) -> bool:
    """Whether the head is a name (not of an event or a work)."""
    root = phrase_root(heads)
    return root is not None and root.pos_ == "PROPN" and root.ent_type_ not in _DEED_NAMES


def _person_as_event(heads: list[Any], tails: list[Any]) -> bool:
    """Whether a name (not of an event or a work) is said to be a deed or a charge (``Olivia,
    the attempted murder of Mr Nee, ...``: the next item of a list of charges read as an
    apposition; the tagger may call the name a place)."""
    tail_root = phrase_root(tails)  # "the Moors murders were the killings of ...": an event
    return _named(heads) and tail_root is not None and tail_root.lemma_.lower() in CRIME_NOUNS


def _bare_participle(tokens: list[Any]) -> bool:
    """A copular tail that is one ``-ing`` word (``Ben Myers KC, defending, said``): a role in
    a case whose object (whom he defends) the fact leaves out."""
    return len(tokens) == 1 and (tokens[0].tag_ == "VBG" or tokens[0].lower_ in _COURT_ROLES)


def _not_complement(tokens: list[Any]) -> bool:
    """Whether a copular tail is, in the parse, a phrase no copula has as its complement:
    an object, a subject, or an item of a list after a preposition (``is distinctive in its
    detail and [its strong characters]``)."""
    root = phrase_root(tokens)
    if root is None:
        return False
    while root.dep_ == "conj" and root.head.i != root.i:
        root = root.head
    return root.dep_ in _NOT_COMPLEMENT


def _folded_modifiers(words: list[str], verb: Any) -> bool:
    """The verb's direct object is folded into the relation (its lemma or text between the
    verb and the last preposition) and has a modifier that carries meaning left out."""
    middle = set(words[1:-1])
    kept = " ".join(words)
    for child in verb.children:
        if child.dep_ not in {"dobj", "attr"} or child.pos_ not in {"NOUN", "PROPN"}:
            continue
        if child.lemma_.lower() not in middle and child.lower_ not in middle:
            continue
        clause = any(c.dep_ in {"acl", "relcl"} and c.i > child.i for c in child.children)
        clause = clause or _ranked_infinitive(child, verb)
        if clause and not any(c.lower_ in kept for c in child.rights):
            return True  # "became the first woman [to visit X] in March"
        if child.dep_ == "dobj" and any(_meaning_modifier(c, child, kept) for c in child.children):
            return True
    return False


def _ranked_infinitive(noun: Any, verb: Any) -> bool:
    """A ranked noun (``the first prime minister``) whose infinitive (``to visit X``) the
    parser hung on the verb: the infinitive says what the rank is of."""
    ranked = any(c.lower_ in {"first", "last", "only"} or c.tag_ == "JJS" for c in noun.children)
    return ranked and any(
        c.dep_ in {"advcl", "xcomp"} and c.i > noun.i and any(t.tag_ == "TO" for t in c.children)
        for c in verb.children
    )


def _meaning_modifier(modifier: Any, noun: Any, kept: str) -> bool:
    """Whether a modifier before a folded noun, left out of the relation, carries meaning:
    a number, a named possessor, a kind or quality adjective (not one of degree or order,
    ``fatal``, ``first``, ``other``), a proper name's other words (``Ms`` of ``Ms Lee``); a
    possessive pronoun mostly names the subject (``cast his vote``) and is not counted."""
    if modifier.i > noun.i or modifier.lower_ in kept or modifier.dep_ not in _MEANING_DEPS:
        return False
    if modifier.dep_ == "poss":
        return modifier.pos_ != "PRON"
    if modifier.dep_ == "amod":
        return modifier.lower_ not in _DEGREE_ADJECTIVES
    if modifier.dep_ == "compound":
        return noun.pos_ == "PROPN"
    return True


def _own_preposition_skipped(words: list[str], verb: Any, root: Any) -> bool:
    """A prepositional verb whose own preposition (with its object) stands in the sentence,
    left out, while the relation ends on another preposition."""
    own = _OWN_PREPOSITIONS.get(verb.lemma_.lower())
    last = words[-1]
    if not own or last in own or own & set(words):
        return False
    return any(
        c.dep_ == "prep" and c.lower_ in own and any(g.dep_ == "pobj" for g in c.children)
        for c in verb.children
    )


def _relative_object(words: list[str], verb: Any, root: Any) -> bool:
    """The verb (or the verb its ``to`` infinitive completes) heads a relative clause with
    its own subject, no relative pronoun, object or stranded preposition: the noun the clause
    describes is the object the relation lost."""
    if words[-1] in _ARGUMENT_PREPOSITIONS:
        return False  # "the house she bought from X": the seller is a fact of its own
    clause = verb
    while clause.dep_ == "xcomp" and clause.head.i != clause.i:
        clause = clause.head  # "used to visit": the clause is "used"
    noun = _described_noun(clause)
    if noun is None or noun.lemma_.lower() in _ADJUNCT_NOUNS:
        return False
    parts = [clause] + ([verb] if verb is not clause else [])
    children = [c for p in parts for c in p.children]
    subjects = [c for c in clause.children if c.dep_ == "nsubj"]
    if not subjects or subjects[0].lower_ in _RELATIVE_PRONOUNS:
        return False
    if any(c.dep_ == "auxpass" or c.dep_ == "nsubjpass" for c in clause.children):
        return False
    if any(t.lower_ in _RELATIVE_ADVERBS | _RELATIVE_PRONOUNS for t in clause.subtree):
        return False
    if any(c.dep_ in {"dobj", "ccomp", "attr", "oprd", "dative"} for c in children):
        return False
    stranded = [
        c for c in children if c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children)
    ]
    return not stranded and root.dep_ == "pobj" and root.head.head.i in {p.i for p in parts}


def _described_noun(clause: Any) -> Any | None:
    """The noun a relative clause describes: its head, or, for a clause the parser hung on a
    verb as an adverbial clause with no subordinator, the noun right before it (``sat in the
    garden he used to visit``)."""
    if clause.head.i == clause.i or clause.dep_ not in {"relcl", "advcl"}:
        return None
    noun = clause.head
    if clause.dep_ == "advcl":
        if any(c.dep_ == "mark" for c in clause.children) or clause.left_edge.i == 0:
            return None
        noun = clause.doc[clause.left_edge.i - 1]
    return noun if noun.pos_ in {"NOUN", "PROPN"} else None


def _participle_adjective(words: list[str], verb: Any, root: Any) -> bool:
    """``had distinguished careers``: a participle of praise or kind after ``have`` with a
    bare noun object right after it, read as a past perfect."""
    if len(words) != 1 or verb.lower_ not in _PARTICIPLE_ADJECTIVES:
        return False
    if not any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children):
        return False
    bare = not any(c.dep_ in {"det", "poss"} for c in root.children)
    return root.dep_ == "dobj" and root.head.i == verb.i and root.i == verb.i + 1 and bare


_SHORT_CVC = re.compile(r"^[^aeiouy]*[aeiou][bdfgklmnprstvz]$")


def repaired_lemma(token: Any) -> str:
    """The token's lemma, lower-cased, with two lemmatiser slips mended: a British doubled
    ``l`` kept with a stray ``e`` (``trialled`` -> ``trialle``: ``trial``) and a one-syllable
    verb whose silent ``e`` was cut (``fined`` -> ``fin``: ``fine``; a short verb doubles its
    consonant before ``-ed``, ``pinned``, so a single one means the ``e`` belongs to it;
    ``hopes`` -> ``hop``: ``hope``)."""
    lemma = str(token.lemma_).lower()
    surface = str(token.lower_)
    if lemma.endswith("lle") and re.search(r"[^l]ll(?:ed|ing)$", surface):
        return lemma[:-2]  # no English verb ends in -lle
    ending = surface[len(lemma) :] if surface.startswith(lemma) else ""
    if ending in {"ed", "ing"} and _SHORT_CVC.match(lemma):
        return lemma + "e"
    if ending == "es" and token.tag_ == "VBZ" and _SHORT_CVC.match(lemma) and lemma[-1] not in "sz":
        return lemma + "e"  # "hopes" read as "hop" + "es": a sibilant or -o takes "es", not p
    return verb_base(token, lemma)  # verb_lemmas: "prepping" -> "preppe": "prep"
