"""Clauses that are what a report says, reached through a preposition (spaCy extractor,
through :func:`hanker.extract.fact_checks.clause_problem`).

``X is reported to be Y`` and ``the claim that X ...`` are read as reports already
(:mod:`hanker.extract.clauses`, :func:`hanker.extract.modifier_checks.idea_content`); these
are the same reports with the clause after a preposition, where the parser makes it a
gerund or a participle:

* ``The harbour is reported as being in poor repair and badly lit``: a clause under the
  ``as`` of a passive verb of reporting or believing (``reported as``, ``rumoured as``,
  ``believed as``) is what the report says, and so is a participle the parser joined to
  such a verb after its report (``... and well equipped for X``);
* ``There were rumours about the mayor being paid by a builder``, ``speculation over the
  club being sold``: a gerund or participle clause after ``about``/``over``/``on`` a noun
  of report or belief (``reports``, ``rumours``, ``claims``, ``allegations``,
  ``speculation``).

Each gives no fact (``reported, not stated``): the sentence does not say it happened.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.modifier_checks import IDEA_NOUNS

REPORTED_CONTENT = "reported, not stated"

_REPORT_VERBS = frozenset(
    {"report", "rumour", "rumor", "say", "believe", "allege", "claim", "think", "suspect"}
)
_ABOUT = frozenset({"about", "over", "on", "regarding", "concerning"})
_LINKS = frozenset({"conj", "xcomp", "acomp", "auxpass", "aux"})


def _clause_top(verb: Any) -> Any:
    """The first verb of the clause ``verb`` is conjoined or chained in (``being in X and
    well equipped``: ``being``)."""
    node = verb
    for _ in range(8):
        if node.dep_ not in _LINKS or node.head.i == node.i:
            break
        node = node.head
    return node


def _passive_report(owner: Any) -> bool:
    """A passive verb of reporting or believing (``is reported``, ``was rumoured``)."""
    passive = any(c.dep_ in {"auxpass", "nsubjpass"} for c in owner.children)
    return passive and owner.lemma_.lower() in _REPORT_VERBS


def _shares_report(verb: Any) -> bool:
    """``is reported as being in good order and well equipped for X``: a participle with no
    subject or auxiliary of its own that the parser joined to a passive verb of reporting
    whose ``as`` phrase comes before it."""
    owner = verb.head
    if verb.dep_ != "conj" or owner.i == verb.i or not _passive_report(owner):
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in verb.children):
        return False
    return any(
        c.dep_ == "prep" and c.lower_ == "as" and c.i < verb.i and any(c.children)
        for c in owner.children
    )  # not after an infinitive: "are thought to be X - and used by Y" is read as stated


def reported_content_problem(verb: Any) -> str | None:
    """``reported, not stated`` when the verb's clause hangs on ``as`` of a passive verb of
    reporting or on ``about`` a noun of report (see the module), or None."""
    top = _clause_top(verb)
    if _shares_report(verb):
        return REPORTED_CONTENT
    if top.dep_ not in {"pcomp", "pobj"} or top.head.pos_ != "ADP":
        return None
    preposition = top.head
    owner = preposition.head
    word = preposition.lower_
    if word == "as" and _passive_report(owner):
        return REPORTED_CONTENT
    if word in _ABOUT and owner.pos_ == "NOUN" and owner.lemma_.lower() in IDEA_NOUNS:
        return REPORTED_CONTENT if top.tag_ in {"VBG", "VBN"} else None
    return None
