"""Adjuncts a question keeps whole or leaves out whole (``template.v40``).

The writer leaves out asides and, in a long question, adverbial clauses and bare-noun
adverbials. Two kinds of adjunct then lose the part that carries their sense:

* a measure on an adverb: "Some 300 miles away from the coast, the crew found a wreck"
  leaves out "Some 300 miles" (a bare-noun adverbial) and keeps "away from the coast" at the
  question's end, on another word ("What did the crew find away from the coast?" says
  little, and a longer question reads it on its object); when the measure of an adverb with
  a phrase of its own ("away from", "ahead of", "north of", ...) is left out, the adverb and
  its phrase go too, and so does a preposition that loses its measure ("Five years after
  the war, X moved to Y": "after the war" alone says another time, and beside a date reads
  as the date's: "after the war in 1950");
* a subordinate clause the parser read as a prepositional phrase: "X grew as the new range
  of phones drew buyers" parsed "as the new range of phones" + a verb with no subject; when
  the clause's verb is left out, the phrase that holds its subject goes too ("... as the new
  range of phones?" is no question).
"""

from __future__ import annotations

from typing import Any

from hanker.text.subordinator_preps import misread_clause_phrases

_TIME_PREPS = frozenset({"after", "before", "since", "until", "till"})  # "two days after X"


def _measured_adverbs(tokens: list[Any], kept: set[int]) -> set[int]:
    """Token ids of each kept adverb with a phrase of its own ("away from X", "north of Y"),
    or preposition with its object ("two days before X"), whose measure (an ``npadvmod`` before it) is left out, with the adverb's whole phrase; a
    bare "ago" without its measure is the read-back's (a stranded word)."""
    out: set[int] = set()
    for token in tokens:
        if token.pos_ != "ADV" and not (token.pos_ == "ADP" and token.lower_ in _TIME_PREPS):
            continue
        measures = [c for c in token.children if c.dep_ == "npadvmod" and c.i < token.i]
        own = {"prep"} if token.pos_ == "ADV" else {"pobj", "pcomp"}  # "five years after X"
        phrase = any(c.dep_ in own and c.i > token.i for c in token.children)
        if phrase and measures and any(m.i not in kept for m in measures):
            out |= {t.i for t in token.subtree}
    return out


def _clauses_without_verb(tokens: list[Any], kept: set[int]) -> set[int]:
    """Token ids of each kept misread clause phrase whose verb (the word after it) is left out."""
    if not tokens:
        return set()
    doc = tokens[0].doc
    out: set[int] = set()
    for phrase in misread_clause_phrases(doc):
        verb = max(phrase) + 1
        if verb not in kept and phrase & kept:
            out |= phrase
    return out


def whole_adjuncts(tokens: list[Any], keep: set[int]) -> list[Any]:
    """``tokens`` (a question's clause words, in order) without the adjuncts it would keep only
    in part (see the module); never a token of ``keep`` (the answer and the subject)."""
    kept = {t.i for t in tokens}
    drop = _measured_adverbs(tokens, kept) | _clauses_without_verb(tokens, kept)
    if drop & keep:
        return tokens
    return [t for t in tokens if t.i not in drop]
