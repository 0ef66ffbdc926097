"""Who-questions on a position an apposition or a present copula gives a name.

The spaCy extractor reads ``Ann Lee, chair of the Rail Delivery Group, said ...`` and ``Ann
Lee is the chair of the Rail Delivery Group`` as ``(Ann Lee, be, chair of the Rail Delivery
Group)``. Asking for the tail ("What is Ann Lee?") is rejected (an apposition; a person's
definition), yet the position itself names one holder, so the head can be asked: "Who is the
chair of the Rail Delivery Group?" -- Ann Lee. Like a title before a name
(:mod:`hanker.synth.title_question`) the question is written only when the position has one
holder at a time:

* its role word is one a single person holds (``chair``, ``head``, ``editor``, ``leader``,
  ...; not ``member``, ``supervisor``, ``co-founder``), right before the preposition that says
  of what (``of``, ``at``, ``for``);
* what it is the role of is named (a capitalised word after the preposition: ``head of policy
  at Macmillan``, not ``head of the department``);
* the description is definite or bare (``a director of ...`` is one of several), with no past
  or rank marker (``former``, ``then``, ``deputy``, ``assistant``, ``joint``), and a many-holder
  role (``minister``, ``ambassador``) needs a portfolio word before the preposition is not
  asked (``minister in the Greek government``);
* what it is the role of is no common noun's possession (``the union's board``: which union?),
  and the holder is named in full (``Ann Lee``, ``Ms Lee``, not ``Lee``);
* the sentence gives it as an apposition next to the name (``NAME, ROLE ...``, ``ROLE ..., NAME``)
  or with a present copula (``NAME is the ROLE ...``): a past one (``was the chair``) had other
  holders since, so the question would have several answers.
"""

from __future__ import annotations

import re

from hanker.synth.base import CaseCandidate
from hanker.synth.dated_titles import holder_question
from hanker.synth.title_question import CLEAN_NAME, MANY_HOLDERS, PAST, ROLES

_PREPOSITIONS = frozenset({"of", "at", "for"})
_NOT_ONE = frozenset({"co-founder", "cofounder"})
_RANK_MARKERS = re.compile(
    r"\b(deputy|assistant|associate|joint|co|vice|acting|interim|honorary|one)\b", re.IGNORECASE
)
_COMMON_OWNER = re.compile(r"[a-z][\w-]*['’]s?")  # "the union's", "the firms'"
_LINKS = (", ", " - ", " – ", " — ", " (")


def position_phrase(tail: str) -> str | None:
    """The tail as "the ROLE of X" when it names a one-holder position (see the module),
    or None."""
    words = tail.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    at = next((i for i, w in enumerate(words) if w.lower() in _PREPOSITIONS), -1)
    if at < 1 or at == len(words) - 1:
        return None
    role = words[at - 1].lower()
    if role == "executive" and at > 1 and words[at - 2].lower() == "chief":
        role = "chief"  # "chief executive of Acme"
    if words[0].lower() in {"a", "an", "one", "another"}:
        return None  # "a director of Acme": one of several
    if role not in ROLES or role in _NOT_ONE or role in MANY_HOLDERS:
        return None
    before, after = words[: at - 1], words[at + 1 :]
    if any(not w.islower() and not w[:1].isupper() for w in before):
        return None  # digits or symbols before the role: not a plain description
    if PAST.search(tail) or _RANK_MARKERS.search(" ".join(words[:at])):
        return None
    if not any(w[:1].isupper() for w in after):
        return None  # "head of the department": of which one?
    if any(_COMMON_OWNER.fullmatch(w) for w in after) or not tail[-1:].isalnum():
        return None  # "chair of the union's board": which union? ("editor of Which?")
    return "the " + " ".join(words)


def _linked(head: str, tail: str, sentence: str) -> bool:
    """Whether the sentence gives the tail as an apposition next to the head or with a
    present copula."""
    text = " ".join(sentence.split())
    bare = tail[4:] if tail.lower().startswith("the ") else tail
    for described in {tail, bare, f"the {bare}"}:
        if any(f"{head}{link}{described}" in text for link in _LINKS):
            return True
        if f"{described}, {head}" in text or f"{head} is {described}" in text:
            return True
    return False


def position_question(head: str, relation: str, tail: str, sentence: str) -> list[CaseCandidate]:
    """``[Who is the ROLE of X? -- head]`` for a ``be`` fact whose tail is a one-holder
    position given as an apposition or a present copula, else ``[]``."""
    if relation != "be" or not CLEAN_NAME.match(head) or head.endswith(("'s", "’s")):
        return []
    if len(head.split()) < 2:
        return []  # "Ross": a surname alone does not say who
    phrase = position_phrase(tail)
    if phrase is None or not _linked(head, tail, sentence):
        return []
    question = holder_question(phrase, head, sentence)  # "Who was ... on 4 May 1921?"
    return [CaseCandidate(question, head, answer_type="person")] if question else []
