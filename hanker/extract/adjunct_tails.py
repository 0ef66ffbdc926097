"""Set-off adjunct phrases read as the verb's complement (spaCy extractor, prose only).

``adjunct read for the predicate``: a prepositional phrase fronted before the subject and closed
by a comma (``In the old charts, Vinland was marked as an island``), or set off by commas
inside the clause (``Ana felt, in some way, that she had failed``), only frames the clause:
where, when or in what respect. When the verb has its own core complement that the fact
would leave out (a predicate nominal or adjective, a ``that`` clause, an infinitive, an
``as`` or ``with`` complement), ``(Vinland, be marked in, the old charts)`` or ``(Ana, feel in,
some way)`` misses the predicate the clause asserts; so does a set-off phrase after a clause
with its own subject, which the parse hung across that clause. A verb with no such complement keeps
its adjunct fact (``In 2019, Ana moved to Leeds``: ``(Ana, move in, 2019)`` is what is said).

``subject's aside read as the complement``: a phrase set off by commas between the subject and
its verb (``Pingu, about a penguin and his family, is aired on ...``) describes the subject;
``(Pingu, be aired about, a penguin)`` joins it to a verb it does not complete. A time there
(``Ana, in 2019, moved``) frames the verb and stays.
"""

from __future__ import annotations

from typing import Any

ADJUNCT_FOR_PREDICATE = "adjunct read for the predicate"
SUBJECT_ASIDE = "subject's aside read as the complement"
_CORE = frozenset({"attr", "acomp", "oprd", "ccomp", "xcomp"})
_COMPLEMENT_PREPOSITIONS = frozenset({"as", "with"})


def set_off_adjunct(verb: Any, prep: Any) -> bool:
    """Whether ``prep`` (a preposition of ``verb``) heads a phrase fronted before the verb's
    subject and closed by a comma, or set off by commas on both sides."""
    doc = verb.doc
    first, last = prep.left_edge.i, prep.right_edge.i
    before = doc[first - 1].text if first > verb.sent.start else ""
    after = doc[last + 1].text if last + 1 < verb.sent.end else ""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    fronted = bool(subjects) and last < subjects[0].left_edge.i and after == ","
    return fronted or (before == "," and after in {",", ".", ";", ""})


def left_out_complement(verb: Any, prep: Any) -> bool:
    """Whether ``verb`` has a core complement other than ``prep``'s phrase that a fact of
    verb + ``prep`` leaves out: a predicate, a clause, or an ``as``/``with`` phrase."""
    for child in verb.children:
        if child.i == prep.i:
            continue
        if child.dep_ in _CORE:
            return True
        prepositional = child.dep_ == "prep" and child.lower_ in _COMPLEMENT_PREPOSITIONS
        if prepositional and child.lower_ != prep.lower_ and child.i > verb.i:
            return True
    return False


def adjunct_tail_problem(verb: Any, obj: Any, verb_relation: str, relation: str) -> str | None:
    """``adjunct read for the predicate`` (see the module) when ``obj`` is the object of a
    set-off preposition of ``verb`` and ``relation`` is only ``verb_relation`` and that
    preposition (no complement folded in), else None."""
    prep = obj.head
    if obj.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.i != verb.i:
        return None
    if relation != f"{verb_relation} {prep.lower_}":
        return None
    if subject_aside(verb, prep):
        return SUBJECT_ASIDE
    if not set_off_adjunct(verb, prep):
        return None
    if left_out_complement(verb, prep) or clause_between(verb, prep):
        return ADJUNCT_FOR_PREDICATE
    return None


def clause_between(verb: Any, prep: Any) -> bool:
    """Whether a clause with its own subject stands between ``verb`` and its set-off
    preposition after it (``Ana knew, since she was young, that she would sing, in some
    way``): the parse hung the phrase across that clause, and which verb it frames is unclear."""
    if prep.i < verb.i:
        return False
    return any(
        t.pos_ in {"VERB", "AUX"}
        and t.dep_ not in {"aux", "auxpass"}
        and any(c.dep_ in {"nsubj", "nsubjpass"} for c in t.children)
        for t in verb.doc[verb.i + 1 : prep.i]
    )


def subject_aside(verb: Any, prep: Any) -> bool:
    """Whether ``prep``'s phrase, not a time, stands between commas right after the verb's
    subject and before the verb (``Pingu, about a penguin, is aired``)."""
    doc = verb.doc
    first, last = prep.left_edge.i, prep.right_edge.i
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or not subjects[0].i < first - 1 or last + 1 >= verb.i:
        return False
    if doc[first - 1].text != "," or doc[last + 1].text != ",":
        return False
    return not any(t.ent_type_ in {"DATE", "TIME"} for t in prep.subtree)
