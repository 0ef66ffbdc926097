"""Gerund phrases as answers: ``What was Marta Lind charged with? -- stealing a van``.

A gerund phrase that is a preposition's object names an act (``convicted of [murdering a
guard]``, ``known for [designing bridges]``): it is asked with "What ... of/with/for?" like a
noun phrase, unlike a finite clause (``said [the firm lost money]``), which is no answer.
"""

from __future__ import annotations

from typing import Any


def gerund_answer(root: Any, span: Any) -> bool:
    """Whether the answer ``span`` (with syntactic head ``root``) is a whole gerund phrase
    that is a preposition's object: the span starts at the gerund."""
    return root.tag_ == "VBG" and root.dep_ == "pcomp" and span[0].i == root.i
