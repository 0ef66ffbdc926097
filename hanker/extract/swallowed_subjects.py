"""A tail that swallowed the clause's subject (``swallowed-subjects.v1``).

``In May she moved to Leeds``: the tagger may read ``May she`` as one phrase, and once
coreference writes the name for the pronoun (``In May Ann Roe moved ...``) the entity
recogniser may take ``May Ann Roe`` for one date, so the tail of ``move in`` would be
``May Ann Roe``. A tail whose span holds the subject of a verb outside that span (the
pronoun's resolution, or any other subject), or a subject pronoun (``she``, ``he``,
``they``, ``we``, ``I``; not the numeral of ``World War I``) in some other role inside a
noun phrase, is a misparse and gives no
fact (``tail swallowed a subject``). A subject inside the tail's own clause (``the book she
wrote``) is the tail's and is kept.
"""

from __future__ import annotations

from typing import Any

SWALLOWED_SUBJECTS_VERSION = "swallowed-subjects.v1"

SWALLOWED_SUBJECT = "tail swallowed a subject"

_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
_SUBJECT_PRONOUNS = frozenset({"she", "he", "they", "we", "i"})


def _inside(token: Any, start: int, end: int) -> bool:
    return start <= token.idx < end


def swallowed_subject(obj: Any, start: int, end: int) -> str | None:
    """``tail swallowed a subject`` when the tail's character span ``[start, end)`` in
    ``obj``'s doc holds a subject of a verb outside the span, or a subject pronoun that is
    no subject (see the module doc); else None."""
    for token in obj.doc:
        if not _inside(token, start, end) or token.i == obj.i:
            continue
        if token.dep_ in _SUBJECT_DEPS and not _inside(token.head, start, end):
            return SWALLOWED_SUBJECT  # "in [May Ann Roe] moved": the verb's subject
        if _subject_pronoun(token) and token.dep_ not in _SUBJECT_DEPS:
            return SWALLOWED_SUBJECT  # "in [May she]": a pronoun read into a noun phrase
    return None


def _subject_pronoun(token: Any) -> bool:
    """A subject pronoun; not the numeral ``I`` after a name (``World War I``, ``Charles I``)."""
    if token.lower_ not in _SUBJECT_PRONOUNS or token.tag_ != "PRP":
        return False
    before = token.doc[token.i - 1] if token.i > 0 else None
    return token.text != "I" or before is None or not before.text[:1].isupper()
