"""The fronted auxiliary agrees with the question's subject.

A source may let its verb agree with the nearest noun rather than the subject's head ("the
rules in each member state has been changed"); a question that inverts it must not copy the
slip: the auxiliary before the subject takes the number of the subject's head ("Why have the
rules in each member state been changed?"). Only a common plural noun (NNS) in lower case counts
as plural: a proper plural may name one thing ("the United States is", "Threads has").
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import phrase_root

_PLURAL_OF = {"is": "are", "was": "were", "has": "have", "does": "do"}
_SUBJECTS = {"nsubj", "nsubjpass"}


def agree_aux(lead: str, subject: list[Any]) -> str:
    """``lead`` (the fronted auxiliary) in the plural when the subject's head is a plural
    common noun, else unchanged."""
    if lead not in _PLURAL_OF:
        return lead
    head = phrase_root([t for t in subject if not isinstance(t, str)])
    if head is None or head.dep_ not in _SUBJECTS:
        return lead
    if head.tag_ != "NNS" or not head.text[:1].islower():  # "Threads has": a name
        return lead
    if any(c.dep_ == "conj" for c in head.children):
        return lead
    return _PLURAL_OF[lead]
