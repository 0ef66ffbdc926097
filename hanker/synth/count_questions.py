"""Counted phrases asked for their count (the rule of ``count-questions.v1``).

A fact whose tail is a counted noun phrase (``announced 8,000 job cuts``, ``were represented by
14 legal firms``) asked "How many job cuts did Nokia announce?" is answered by its count
(``8,000``), not by the whole phrase (``8,000 job cuts over the next two years``). The count
is the number that modifies the phrase's noun and opens the phrase (with its own ``about``,
``more than``);
it is cut only when it is a plain count in digits: not a date, money, a share or a measure
(values with questions of their own), not a year, not a rate (``5,000 cases a day``: the count
alone would be wrong), not one count of a list.

A fact whose head is a counted subject or a share of a group (``12 Labour MPs resigned on
Friday``, ``About 88% of Unite members voted for a strike``) is asked for the count or the
share the subject opens with ("How many Labour MPs resigned on Friday?", "What percentage of
Unite members voted for a strike?"): a subject question keeps the clause's words in order.
Only for a plain clause: the subject opens the sentence, the verb is its main verb and no
modal, and no comma, quote, dash or bracket sets off more than the clause.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl

COUNT_QUESTIONS_VERSION = "count-questions.v1"

_VALUE_TYPES = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL"})
_COUNTED_DEPS = frozenset({"dobj", "pobj", "attr", "oprd"})
_YEAR = re.compile(r"^(1[5-9]|20)\d\d$")
_RATE = frozenset({"per", "a", "an", "each", "every", "apiece"})


def _span_of(doc: Any, phrase: str) -> Any | None:
    """The tokens of ``phrase`` in ``doc`` (its first occurrence), None when it is no span."""
    start = doc.text.find(phrase)
    if start < 0 or not phrase:
        return None
    return doc.char_span(start, start + len(phrase), alignment_mode="strict")


def counted_number(span: Any, deps: frozenset[str] = _COUNTED_DEPS) -> str | None:
    """The count that opens the counted noun phrase ``span`` (``8,000`` of ``8,000 job cuts
    over the next two years``, ``more than 30,000`` of ``more than 30,000 people``), or None
    when the phrase is no plain count of a common noun."""
    root = span.root
    people = cl.people_of(root)  # "10 Israelis": people counted
    if (root.pos_ != "NOUN" and not people) or root.dep_ not in deps:
        return None
    if root.ent_type_ in _VALUE_TYPES:
        return None
    if root.lower_ in cl.SHARE_WORDS:  # "40 per cent": a share, not a count
        return None
    numbers = [c for c in root.children if c.dep_ == "nummod" and c.i < root.i]
    if len(numbers) != 1:
        return None
    words = sorted(numbers[0].subtree, key=lambda t: t.i)
    if words[0].i != span.start or any(t.ent_type_ in _VALUE_TYPES for t in words):
        return None
    after = span.doc[root.i + 1 : span.end]
    if any(t.lower_ in _RATE for t in after) or any(
        t.dep_ in {"conj", "cc"} for t in [*span, *root.children]
    ):
        return None  # "5,000 cases a day", "52 militants and 23 soldiers": no count alone
    if any(t.dep_ in {"prep", "conj", "cc", "punct"} for t in words):
        return None
    if not any(ch.isdigit() for t in words for ch in t.text) or any(
        _YEAR.match(t.text) for t in words
    ):
        return None
    return str(span.doc[words[0].i : words[-1].i + 1].text)


def count_answer(question: str, answer: str, sentence: str) -> str:
    """The answer of a count question (``How many job cuts did Nokia announce?``) cut to its
    count when it is a counted noun phrase (:func:`counted_number`: ``8,000`` of ``8,000 job
    cuts over the next two years``); ``answer`` itself otherwise. The question names the noun
    counted, so the count answers it whole, and what the phrase adds after its noun (``over
    the next two years``) is no part of the count."""
    if "how many " not in question.lower():
        return answer
    doc = cl.parse(" ".join(sentence.split()))
    span = _span_of(doc, " ".join(answer.split()))
    number = counted_number(span) if span is not None else None
    return number or answer


_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_SHARE_OPENING = "What percentage of "
_ASIDES = frozenset({",", ";", ":", '"', "“", "”", "(", ")", "–", "—", "-", "?", "!", "'"})


def _plain_clause(doc: Any, span: Any) -> bool:
    """Whether ``span`` opens ``doc`` as the subject of its main verb, a clause with no modal
    and nothing set off by punctuation (one sentence ending in a full stop)."""
    verb = span.root.head
    if span.start != 0 or span.root.dep_ not in _SUBJECTS or verb.dep_ != "ROOT":
        return False
    if doc[-1].text != "." or any(t.text in _ASIDES for t in doc[:-1]):
        return False
    return not any(c.tag_ == "MD" or c.dep_ == "neg" for c in verb.children)


def subject_count_question(sentence: str, head: str) -> tuple[str, str] | None:
    """(question, answer) asking for the count or share that opens the fact's head when the
    head is the subject of a plain clause (``12 Labour MPs resigned on Friday``: "How many
    Labour MPs resigned on Friday?", ``12``); None otherwise."""
    doc = cl.parse(" ".join(sentence.split()))
    span = _span_of(doc, " ".join(head.split()))
    if span is None or not _plain_clause(doc, span):
        return None
    root, rest = span.root, ""
    if root.text == "%":
        of = [c for c in root.children if c.dep_ == "prep" and c.lower_ == "of"]
        if not of or of[0].i != root.i + 1:
            return None
        answer = doc[span.start : root.i + 1].text
        rest = doc[root.i + 1 : len(doc) - 1].text
        return f"{_SHARE_OPENING}{rest[3:]}?", answer
    number = counted_number(span, _SUBJECTS)
    if number is None or not doc.text.startswith(number):
        return None  # "The three men ...": the count opens the sentence
    rest = doc.text[len(number) : doc[-1].idx].strip()
    return f"How many {rest}?", number


def share_question(question: str, answer: str) -> bool:
    """A question for a share of a group ("What percentage of Unite members voted ...?" --
    ``About 88%``): its ``of`` phrase is in the question, so the answer is not cut before it."""
    return question.startswith(_SHARE_OPENING) and answer.rstrip().endswith("%")
