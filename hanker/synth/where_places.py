"""The place a relative "where" clause restricts its clause to, kept in the question.

"Diaz joined Real Betis, where he scored 40 goals" says he scored them at Betis: a question
on the "where" clause that leaves out the relative adverb ("How many goals did Diaz score?")
asks about all his goals. :func:`where_place` gives the phrase that puts the place back
("at Real Betis", "in the city of Oslo") for the question writer to add at its end.
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import first_conjunct

_IN_PLACES = {"GPE", "LOC"}
_DEMONSTRATIVES = {"this", "that", "these", "those"}
_RELATIVE_TIMES = {"then"}
_LONGEST = 6


def _relative_where(verb: Any) -> Any | None:
    """The "where" (a relative adverb) of the relative clause ``verb`` heads or is a conjunct of."""
    first = first_conjunct(verb) if verb.dep_ == "conj" else verb
    if first.dep_ != "relcl":
        return None
    marks = [c for c in first.children if c.lower_ == "where" and c.tag_ == "WRB"]
    return marks[0] if marks and marks[0].i < first.i else None


def where_place(verb: Any) -> list[str]:
    """The words "at X" / "in X" for the antecedent X of the relative "where" that introduces
    ``verb``'s clause; [] when there is none or it is no short named place."""
    where = _relative_where(verb)
    if where is None:
        return []
    relative = where.head
    noun = relative.head
    cut = {t.i for t in relative.subtree}
    words = [t for t in noun.subtree if t.i not in cut and not t.is_punct]
    owners = [g for c in noun.children if c.lower_ == "of" for g in c.children]
    named = noun.pos_ == "PROPN" or any(g.pos_ == "PROPN" for g in owners)  # "the city of X"
    if not words or not named or len(words) > _LONGEST or words[-1].i > where.i:
        return []
    preposition = "in" if noun.ent_type_ in _IN_PLACES else "at"
    text = [t.text.lower() if t.i == words[0].i and t.pos_ == "DET" else t.text for t in words]
    return [preposition, *text]


def deictic_frame(phrase: Any) -> bool:
    """A fronted phrase that points back into the passage ("At this point", "In that role",
    "By then"): the question leaves it out rather than keep a reference it
    cannot resolve."""
    words = [t.lower_ for t in phrase.subtree]
    return any(w in _DEMONSTRATIVES for w in words) or words[-1:][0] in _RELATIVE_TIMES


def relative_phrase(verb: Any) -> set[int]:
    """The words of a prepositional phrase on a relative pronoun fronted in ``verb``'s relative
    clause ("during which she wrote ..."): the question cannot hold it, so it leaves it out."""
    first = first_conjunct(verb) if verb.dep_ == "conj" else verb
    if first.dep_ != "relcl":
        return set()
    drop: set[int] = set()
    for child in first.children:
        pronouns = [g for g in child.subtree if g.tag_ in {"WDT", "WP"}]
        if child.dep_ == "prep" and child.i < first.i and pronouns:
            drop |= {t.i for t in child.subtree}
    return drop
