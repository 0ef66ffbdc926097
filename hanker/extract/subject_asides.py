"""A comma that closes the subject's own aside opens no participle (``subject-asides.v1``).

``Ann Roe, 61, founded the firm in 1990, when ...``: the main verb comes right after the comma
that closes an appositive of the subject (an age, a role: ``Ann Roe, a chemist, founded``).
A past tense there is the clause's verb, not a participle describing the subject set off by
commas (``X, considered one of the best, directed ...``), even when a later comma and a
finite verb follow, so the relation stays active.
"""

from __future__ import annotations

from typing import Any

SUBJECT_ASIDES_VERSION = "subject-asides.v1"


def closes_subject_aside(subject: Any, verb: Any) -> bool:
    """Whether the comma right before ``verb`` closes an appositive of ``subject``
    (``Ann Roe, 61, founded``): the appositive's last word stands right before that comma."""
    if verb.i < 2 or verb.doc[verb.i - 1].text != ",":
        return False
    asides = [c for c in subject.children if c.dep_ == "appos" and c.i > subject.i]
    ends = (max((t.i for t in aside.subtree if not t.is_punct), default=-1) for aside in asides)
    return verb.i - 2 in ends  # an aside of punctuation alone (a misparsed dash) closes nothing
