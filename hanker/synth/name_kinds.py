"""One-word names whose kind the entity recogniser does not know (``template.v37``).

A novel's characters and many surnames in sports news carry no entity label (``Stubb``,
``Rashford``), or a wrong one. Asked with "what", such a name may be a person: ``What was the
second mate of the Pequod? -- Stubb``, ``What did Bravo twice deny? -- Rashford``. The
template writer leaves those questions out.
"""

from __future__ import annotations

import re

from hanker.synth.question_writer import WrittenQuestion
from hanker.text.person_nouns import PERSON_NOUNS

_PERSON_ROLES = PERSON_NOUNS | {"mate", "sailor", "seaman", "servant", "maid", "clerk", "guard"}


_PEOPLES = re.compile(r"(?:ish|ese|ic|ch)$")  # "English", "Chinese", "Arabic", "French"


def unknown_name(written: WrittenQuestion) -> bool:
    """A one-word name the recogniser gave no kind, asked "what": it may be a person (not a
    language or a people: "What does X speak fluently? -- English")."""
    one_name = re.fullmatch(r"[A-Z][a-z][\w'’-]*", written.answer) is not None
    one_name = one_name and _PEOPLES.search(written.answer) is None
    return one_name and written.answer_type == "noun phrase" and written.question.startswith("What")


def person_role(tail: str) -> bool:
    """Whether a description's noun (before any ``of``) is a person's (``the second mate``)."""
    words = tail.lower().split(" of ")[0].split()
    return any(w.rstrip("s") in _PERSON_ROLES or w in _PERSON_ROLES for w in words)
