"""Scope and wh-word checks on a written case against its source sentence (hooked into
:func:`hanker.synth.validate.rejection_reason` through :mod:`hanker.synth.case_wording`).

Each names a phenomenon and returns the rejection reason or None:

* ``claim source moved``: "According to a survey, Ana won the cup, the big one" asked as "Who
  won the cup, the big one according to a survey?": a fronted source moved to the end of the
  question attaches to its last phrase;
* ``answer outside the attributed claim``: "According to Ana, who hosts the show?" when Ana's
  words are a quotation and the answer lies in the narrator's "as"/"after" clause that follows
  it ("Ana says it is 'more than a show', as Leeds prepares to host it"), or in a temporal
  "after"/"before"/"since" clause that only dates the claim;
* ``what for a signed person``: "What did the club sign? -- Ana Ruiz": the object of a
  recruitment verb (sign, hire, recruit) named by a bare proper name is a person, asked "who";
* ``answer carries the verb's goal``: "What did Ana kick? -- the ball into the net": the
  "into"/"onto" phrase belongs to the verb, not to the object asked.
"""

from __future__ import annotations

import re

_FRONTED_SOURCE = re.compile(r"^\W*according to\b", re.IGNORECASE)
_TRAILING_SOURCE = re.compile(r"\baccording to [^?,]+\?$")
_QUOTE_END = re.compile(r"[\"”’]\s*,?\s+(?:as|while|after|before|when)\b")
_TEMPORAL = re.compile(  # a clause, "after Leeds voted", not a phrase, "after April 2021"
    r"\b(?:after|before|since)\s+(?:[A-Z]\w+|the \w+|he|she|they|it|we)\s+"
    r"(?:\w+ed|was|were|had|has|began|came|went|took|left|made|won|lost)\b"
)
_RECRUIT = re.compile(
    r"^What (?:did|does|do|has|have|had|will|would|is|are|was|were) .+ "
    r"(?:sign|signed|signing|hire|hired|hiring|recruit|recruited|recruiting|poach|poached)"
    r"(?: (?:in|on|at|from|for|last|this)\b[^?]*)?\?$"
)
_GOAL = re.compile(r"(\w+)\s+(?:into|onto)\s+(?:the|a|an|his|her|their|its)\b")
_INTO_NOUNS = frozenset(
    {
        *("probe", "inquiry", "enquiry", "investigation", "research", "study", "insight"),
        *("look", "foray", "review", "journey", "venture", "transition", "window", "glimpse"),
        *("insights", "inquiries", "investigations", "studies", "forays", "way", "entry"),
    }
)


def _answer_after(answer: str, sentence: str, pattern: re.Pattern[str]) -> bool:
    """Whether the answer occurs in the sentence only after a match of ``pattern``."""
    marker = pattern.search(sentence)
    where = sentence.find(answer)
    return marker is not None and where >= marker.end() and answer not in sentence[: marker.end()]


def _bare_name(answer: str) -> bool:
    """A proper name with no determiner or digit ("Ana Ruiz")."""
    words = answer.split()
    return 0 < len(words) <= 3 and all(w[:1].isupper() and w.isalpha() for w in words)


def scope_problem(question: str, answer: str, sentence: str) -> str | None:
    """Why a case's source, claim scope or wh-word misreads the sentence, or None."""
    if _FRONTED_SOURCE.match(sentence) and _TRAILING_SOURCE.search(question):
        return "claim source moved"
    if question.startswith("According to ") and (
        _answer_after(answer, sentence, _QUOTE_END) or _answer_after(answer, sentence, _TEMPORAL)
    ):
        return "answer outside the attributed claim"
    if _RECRUIT.match(question) and _bare_name(answer):
        return "what for a signed person"
    goal = _GOAL.search(answer)
    if question.startswith("What ") and goal and goal.group(1).lower() not in _INTO_NOUNS:
        return "answer carries the verb's goal"
    return None
