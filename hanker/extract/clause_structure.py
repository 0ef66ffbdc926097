"""Clauses not asserted and heads misread from clause structure (spaCy extractor, ``spacy-patterns.v8``).

Verb checks (:func:`structure_problem`, through :mod:`hanker.extract.assertion_checks`), each
returning the drop reason counted in the KG manifest or None:

* ``demanded, not done``: the clause of what someone calls for, urges, asks or demands
  (``The union called for the council to reopen the library``), any ``for X to``
  infinitive (``rejected calls for X to be suspended``, ``spacy-patterns.v33``) and the clause
  of ``it is important/vital/essential (that) ...`` (``spacy-patterns.v38``);
* ``time clause of an unrealized event``: ``as soon as``/``once``/``when``/``until``/``if``
  under a future, conditional or modal verb (``she would resign as soon as she found a
  successor``: she has not found one), and any ``until``/``before``/``once``/``whenever``/
  ``as soon as`` clause in the present (``the rules stay until the court does decide``: it
  has not decided; ``Once the bill is signed and printed, it becomes law``: a step of a
  procedure, not an event);
* ``prediction``: the infinitive of ``is favourite/expected/set/likely/due/poised to``;
* ``hypothetical``: a verb inside the subject of a modal ``could/might/may be``;
* ``participle subject unclear``: a participle with its own subject inside a relative clause
  (``someone who works for the council "calling residents liars"``), or one hung on a copula
  with no comma before it (``are members of the pact - banning the export``: the pact bans);
* ``head from a fronted participle clause``: a subject that repeats a noun of the sentence's
  opening participle clause (``Speaking to Reuters, she said Reuters had ...``: coreference
  read an expletive ``it`` as that noun);
* ``relative antecedent ambiguous``: ``photos of herself and Tom Price, which were posted``;
* ``caption misread``: ``left footed shot``/``right footed shot`` read as a verb (or as a
  role: :func:`caption_tail_problem`, through :mod:`hanker.extract.prose_checks`).

Object checks (:func:`object_structure_problem`, through :mod:`hanker.extract.chain_checks`;
:func:`prep_structure_problem`, through :mod:`hanker.extract.prose_checks`):

* ``absolute clause coordination``: ``with A joining X and B, ..., leaving for Y``: B is the
  subject of a second absolute clause, not an object of A's; the second -ing is B's;
* ``preposition attachment unclear``: ``pressed her hand close to the window on one side``;
* ``copula with adverb complement``: ``is back as coach for a season`` gives no ``be for``.
"""

from __future__ import annotations

import re
from typing import Any

CLAUSE_STRUCTURE_VERSION = "clause-structure.v1"

DEMANDED = "demanded, not done"
UNREALIZED_TIME = "time clause of an unrealized event"
PREDICTION = "prediction"
HYPOTHETICAL = "hypothetical"
PARTICIPLE_SUBJECT = "participle subject unclear"
FRONTED_HEAD = "head from a fronted participle clause"
AMBIGUOUS_RELATIVE = "relative antecedent ambiguous"
CAPTION = "caption misread"
ABSOLUTE_CONJ = "absolute clause coordination"
PREP_ATTACHMENT = "preposition attachment unclear"
ADVERB_COPULA = "copula with adverb complement"

_DEMANDING = frozenset(
    {
        *("call", "urge", "ask", "demand", "request", "press", "push", "beg", "implore"),
        *("encourage", "appeal", "petition", "lobby", "campaign", "invite", "advise"),
    }
)
_TIME_MARKS = frozenset(
    {"as", "once", "when", "until", "till", "if", "before", "after", "whenever"}
)
# with a present verb: the future, or a step of a procedure ("Once the bill is signed and
# printed, it becomes law": r35)
_NOT_YET = frozenset({"until", "till", "before", "once", "whenever"})
_UNREALIZED = frozenset({"would", "will", "'ll", "could", "might", "may", "should", "shall", "wo"})
PREDICTING = frozenset(
    {
        *("favourite", "favorite", "expect", "set", "likely", "unlikely", "due", "poised"),
        *("tip", "tipped", "bound", "certain", "sure", "predict", "forecast", "slate", "destined"),
    }
)
_POSSIBLE = frozenset({"could", "might", "may"})
_ADVERB_PLACES = frozenset({"back", "here", "there", "away", "home", "out", "off", "abroad"})
_LOOSE_PREPS = frozenset({"for", "with", "at"})
_FEET = frozenset({"footed", "foot", "footer"})
_CAPTION_TAIL = re.compile(r"^(?:left|right)[- ]?foot(?:ed)?\b", re.IGNORECASE)


def _up_conj(verb: Any) -> Any:
    """The first verb of a coordination (``to keep ... but also to reactivate``)."""
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    return verb


_NEEDED = frozenset({"important", "vital", "essential", "crucial", "necessary", "imperative"})


def _needed(clause: Any) -> bool:
    """The clause of ``it is important/vital/essential (that) X ...``: what is needed, not
    what is so."""
    outer = clause.head
    if clause.dep_ not in {"ccomp", "csubj"} or outer.lemma_ != "be" or outer.i > clause.i:
        return False
    if clause.tag_ in {"VBD", "VBN"} or any(c.tag_ == "VBD" for c in clause.children):
        return False  # "it is important that Acme made a profit": what happened, said so
    return any(c.dep_ in {"acomp", "attr"} and c.lower_ in _NEEDED for c in outer.children)


def demanded_problem(verb: Any) -> str | None:
    """``demanded, not done``: an infinitive clause with its own subject (or the object of
    ``urge X to``) under a verb of calling for, urging or demanding."""
    first = _up_conj(verb)
    infinitive = any(c.tag_ == "TO" for c in first.children)
    if infinitive and any(c.dep_ == "mark" and c.lower_ == "for" for c in first.children):
        return DEMANDED  # "rejected calls for X to be suspended": "for X to" is never done
    if _needed(first):
        return DEMANDED  # "It's important John Howard delivers for ...": a wish (v38)
    if first.dep_ not in {"advcl", "xcomp", "ccomp"} or first.head.i == first.i:
        return None
    if not infinitive:
        return None
    outer = first.head
    own = any(c.dep_ in {"nsubj", "nsubjpass"} for c in first.children)
    asked = any(c.dep_ == "dobj" for c in outer.children)  # "urged Norway to ban"
    return DEMANDED if outer.lemma_.lower() in _DEMANDING and (own or asked) else None


def unrealized_time_problem(verb: Any) -> str | None:
    """``time clause of an unrealized event``: a time or condition clause whose governing verb
    is future, conditional or modal (``would stand aside as soon as he found``)."""
    first = _up_conj(verb)
    marks = {c.lower_ for c in first.children if c.dep_ == "mark"}
    opener = first.left_edge  # "whenever" is read as a mark or as an adverb of the clause
    if opener.lower_ in _NOT_YET and opener.head.i == first.i:
        marks.add(opener.lower_)
    if first.dep_ != "advcl" or not marks & _TIME_MARKS:
        return None
    soon = "as" in marks and first.head.lower_ == "soon"  # "as soon as the bill is signed"
    if (marks & _NOT_YET or soon) and _present(first):
        return UNREALIZED_TIME  # "remain in effect until the court does decide": not yet decided
    if marks & _TIME_MARKS == {"as"} and first.head.pos_ != "ADV":
        return None  # "could be a game-changer as he announced": "as" for while, not "as soon as"
    outer = first.head
    for _ in range(3):  # "as soon as": through the adverbs "soon", "as"
        if outer.pos_ in {"VERB", "AUX"} or outer.head.i == outer.i:
            break
        outer = outer.head
    if any(c.dep_ == "aux" and c.lower_ in _UNREALIZED for c in outer.children):
        return UNREALIZED_TIME
    return None


def _present(verb: Any) -> bool:
    """A present-tense clause (``does decide``, ``decides``, ``has finished``)."""
    auxes = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    tags = {auxes[0].tag_} if auxes else {verb.tag_}
    return bool(tags & {"VBZ", "VBP"})


def prediction_problem(verb: Any) -> str | None:
    """``prediction``: ``is favourite to win``, ``is expected to sign``, ``is set to join``."""
    first = _up_conj(verb)
    if first.dep_ != "xcomp" or not any(c.tag_ == "TO" for c in first.children):
        return None
    outer = first.head
    words = [outer, *(c for c in outer.children if c.dep_ in {"acomp", "attr"})]
    forms = {f for w in words for f in (w.lemma_.lower(), w.lower_)}  # "is favourite to"
    return PREDICTION if forms & PREDICTING else None


def modal_subject_problem(verb: Any) -> str | None:
    """``hypothetical``: a verb inside the subject of ``could/might/may be``."""
    link = verb
    for _ in range(8):
        if link.head.i == link.i:
            return None
        if link.dep_ in {"nsubj", "csubj", "nsubjpass"}:
            outer = link.head
            if outer.lemma_ == "be" and any(
                c.dep_ == "aux" and c.lower_ in _POSSIBLE for c in outer.children
            ):
                return HYPOTHETICAL
        link = link.head
    return None


def participle_subject_problem(verb: Any) -> str | None:
    """``participle subject unclear`` (see the module)."""
    if verb.tag_ != "VBG":
        return None
    own = any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children)
    inside_relative = any(a.dep_ == "relcl" for a in verb.ancestors)
    if own and verb.dep_ in {"pcomp", "ccomp", "xcomp"} and inside_relative:
        return PARTICIPLE_SUBJECT  # "someone who works for X "comparing Y to Z""
    if not own and verb.dep_ == "advcl" and verb.head.lemma_ == "be" and verb.i > verb.head.i:
        before = verb.doc[verb.i - 1]
        if before.text != "," and any(c.dep_ == "attr" for c in verb.head.children):
            return PARTICIPLE_SUBJECT
    return None


def _fronted_nouns(sentence: Any) -> tuple[set[int], set[str]]:
    """Token indices and lower-cased proper nouns of the sentence's opening participle clause
    (``Speaking to Reuters on Monday, ...``)."""
    first = sentence[0]
    for token in sentence:
        if token.dep_ == "advcl" and token.tag_ == "VBG" and token.left_edge.i == first.i:
            inside = {t.i for t in token.subtree}
            names = {t.lower_ for t in token.subtree if t.pos_ == "PROPN" and t.i != token.i}
            return inside, names
    return set(), set()


def fronted_head_problem(verb: Any) -> str | None:
    """``head from a fronted participle clause`` (see the module)."""
    inside, names = _fronted_nouns(verb.sent)
    if not names or verb.i in inside:
        return None
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if any(s.lower_ in names and s.i not in inside for s in subjects):
        return FRONTED_HEAD
    return None


def ambiguous_relative_problem(verb: Any) -> str | None:
    """``relative antecedent ambiguous``: a relative hung on the last item of ``N of A and B``."""
    if verb.dep_ != "relcl":
        return None
    antecedent = verb.head
    if antecedent.dep_ != "conj":
        return None
    first = _up_conj(antecedent)
    if first.dep_ == "pobj" and first.head.lower_ == "of":
        return AMBIGUOUS_RELATIVE
    doc = verb.doc
    start = antecedent.left_edge.i
    joiner = next((t for t in reversed(doc[max(start - 3, 0) : start]) if t.dep_ == "cc"), None)
    if joiner is not None and any(t.lower_ == "of" for t in doc[max(joiner.i - 4, 0) : joiner.i]):
        return AMBIGUOUS_RELATIVE  # "footage of himself and X, which was uploaded"
    return None


def caption_problem(verb: Any) -> str | None:
    """``caption misread``: ``left footed shot`` read as the verb ``leave``."""
    doc = verb.doc
    after = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    if verb.lower_ in {"left", "right"} and after is not None and after.lower_ in _FEET:
        return CAPTION
    return None


def caption_tail_problem(tail: str) -> str | None:
    """``caption misread``: a tail that is a match report's shot (``right footed shot from
    outside the box``), read as a role of the player."""
    return CAPTION if _CAPTION_TAIL.match(tail) else None


def structure_problem(verb: Any) -> str | None:
    """Why ``verb``'s clause gives no fact from its structure (see the module), or None."""
    return (
        demanded_problem(verb)
        or unrealized_time_problem(verb)
        or prediction_problem(verb)
        or modal_subject_problem(verb)
        or participle_subject_problem(verb)
        or fronted_head_problem(verb)
        or ambiguous_relative_problem(verb)
        or caption_problem(verb)
        or (ABSOLUTE_CONJ if absolute_second_clause(verb) else None)
    )


def object_structure_problem(verb: Any, obj: Any) -> str | None:
    """Why ``obj`` is no tail of ``verb`` from the clause structure (see the module), or None."""
    absolute = verb.dep_ == "pcomp" and verb.head.lower_ == "with"
    if absolute and obj.dep_ == "conj" and obj.head.i == verb.i:
        return ABSOLUTE_CONJ  # "with A joining X and B, ..., leaving for Y"
    return None


def prep_structure_problem(verb: Any, prep: Any) -> str | None:
    """Why ``verb``'s prepositional phrase ``prep`` gives no relation (see the module), or None."""
    places = any(c.dep_ == "advmod" and c.lower_ in _ADVERB_PLACES for c in verb.children)
    if verb.lemma_ == "be" and places and prep.lower_ in _LOOSE_PREPS:
        return ADVERB_COPULA
    for child in verb.children:
        inner = child.dep_ in {"advmod", "acomp", "oprd"} and verb.i < child.i < prep.i
        if inner and any(g.dep_ == "prep" for g in child.children):
            return PREP_ATTACHMENT  # "close to the window on one side"
    return None


def absolute_second_clause(verb: Any) -> bool:
    """Whether ``verb`` is the second -ing of ``with A joining X and B, ..., leaving``."""
    head = verb.head
    return (
        verb.dep_ == "advcl"
        and head.dep_ == "pcomp"
        and head.head.lower_ == "with"
        and any(c.dep_ == "conj" and c.pos_ in {"NOUN", "PROPN"} for c in head.children)
    )
