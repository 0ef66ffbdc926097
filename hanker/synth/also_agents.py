"""A passive's agent asked when "also" marks it as one of several (``template.v45``).

"Ms Reyes was also nominated by councillor Tom Hale" says Tom Hale is one more of her
nominators, so "By whom was Ms Reyes nominated?" has other true answers. The shape is narrow
on purpose: a "by whom" question whose answer is the "by" agent of a passive verb that
"also" modifies. A thing as the agent ("also hit by IT issues") names a cause, which readers
take as the one asked, and other "also" clauses mostly add news about the subject, so
neither is touched (a blanket "also" rule drops far more good cases than bad).
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl

_BY_WHOM = re.compile(r"^(?:[^,?]+, )?By whom\b", re.IGNORECASE)


def also_agent(question: str, answer: str, sentence: str) -> bool:
    """Whether the question asks "by whom" for the agent of a passive verb marked "also"."""
    if not _BY_WHOM.match(question) or not sentence:
        return False
    span = cl.locate(cl.parse(sentence), " ".join(answer.split()))
    if span is None or not len(span):
        return False
    root = cl.span_root(span)
    by = root.head
    if root.dep_ != "pobj" or by.lower_ != "by" or by.dep_ != "agent":
        return False
    verb = by.head
    return any(c.dep_ == "advmod" and c.lower_ == "also" for c in verb.children)
