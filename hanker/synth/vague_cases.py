"""Last checks on a case that need the question and the answer together (``template.v6``), for
every generator: :func:`hanker.synth.validate.rejection_reason` applies them to template and
LLM-written cases alike.

Each returns the rejection reason (counted in the audit's quality report) or None:

* ``vague light verb``: "What did Lawson make? -- regular appearances as a pundit": with a
  light verb (make, take, give, have, do) the noun of the answer carries the meaning, so the
  question has no one answer; so does a question that ends on a light verb with nothing else
  of its clause ("What did Paul make? -- jokes");
* ``answer not self-contained``: "Who is Ana Ruiz? -- a skilled web developer": an indefinite
  description is one of many true answers (also for appositions, which skip the writer's
  final check);
* ``wh-word does not fit the answer``: "What has X authored? -- a total of 12 books": a count
  is asked with "how many", not "what"; "What was X when she published her first book? --
  22": an age is asked with "how old"; "Where was the category introduced? -- the 29th
  ceremony": an occasion is no place (``template.v38``);
* ``garbled or overlong question``: punctuation or a function word doubled (``Skies,, and``,
  ``director at at the institute``);
* ``contrastive reference``: ``another``, ``the same``, ``the other`` in the answer compare
  with something only the passage mentions
  (:func:`hanker.extract.anaphoric_definites.contrastive`);
* a definition question with no one answer (:mod:`hanker.synth.definition_questions`);
* a time known only from the passage ("the next day") or a bare office ("Who became Prime
  Minister?") (:mod:`hanker.synth.unanchored_cases`);
* a bare work or residence question, a date asked "where", a garbled ``worth of`` or
  ``in memory NAME``, an answer with a ``rather than`` contrast
  (:mod:`hanker.synth.open_questions`).
"""

from __future__ import annotations

import re

from hanker.extract.anaphoric_definites import contrastive
from hanker.synth.definition_questions import definition_problem, head_noun
from hanker.synth.open_questions import open_question
from hanker.synth.unanchored_cases import unanchored_case

_LIGHT_END = re.compile(
    r"^What (?:did|does|do|has|have|had|will|would|is|was|are|were) .+ "
    r"(?:make|made|take|taken|give|given|have|had|do|done|making|taking|giving)"
    r"(?: (?:at|in|on|when|as|for|during|after|before|over|this|last|every)\b[^?]*)?\?$"
)
# a light verb that ends the question with nothing of its clause: "What did Paul make?"
_BARE_LIGHT = re.compile(
    r"^(?:[^,?]+, )?What (?:did|does|do|has|have|had) [^?]+ "
    r"(?:make|made|take|taken|have|had|get|got|gotten|do|done)\?$"
)
_DEVERBAL = re.compile(r"(?:ance|ence|ment|tion|sion|ure|al)s?$")
_LIGHT_NOUNS = frozenset(
    {
        *("change", "decision", "effort", "attempt", "visit", "call", "comment", "remark"),
        *("progress", "use", "stand", "step", "move", "mistake", "impact", "difference"),
        *("breakthrough", "debut", "return", "trip", "look", "part", "place", "note", "case"),
        *("shot", "turn", "bid", "plea", "pledge", "promise", "offer", "claim", "point"),
    }
)
_DEFINITION = re.compile(r"^(?:What|Who) (?:is|was|are|were) [A-Z][^,]*\?$")  # "Who is Ana Ruiz?"
_COPULA_VALUE = re.compile(r"^What (?:is|was|are|were) the ")  # "What is the payment term of X?"
_COUNT = re.compile(  # a number and a lower-case noun: a count, not an address ("998 Elm Lane")
    r"^(?i:(?:a|the) total of|an? (?:estimated|total|combined) |about|around|some|more than|"
    r"over|nearly|almost|at least|up to)?\s*\d[\d,.]*\s+[a-z]"
)
# occasions, not places: "Where ...? -- the 29th ceremony" asks "at which ceremony" (v38)
_EVENTS = frozenset(
    {"ceremony", "meeting", "conference", "summit", "match", "game", "final", "tournament"}
    | {"championship", "festival", "election", "wedding", "funeral", "concert", "debate"}
    | {"session", "hearing", "trial", "inquiry", "event", "rally", "premiere", "edition"}
)
_DOUBLED = re.compile(r"\b(at|the|of|in|to|a|an|and|for|on|by|with|from) \1\b")
_PREPOSITIONS = frozenset({"of", "as", "to", "for", "on", "in", "at", "with", "by", "from"})


def _answer_noun(answer: str) -> str:
    """The answer's head noun, roughly: its last word before a preposition."""
    words: list[str] = []
    for word in answer.lower().split():
        if word in _PREPOSITIONS and words:
            break
        words.append(word.strip(",.;:"))
    return words[-1] if words else ""


def vague_case(question: str, answer: str) -> str | None:
    """Why a written case is vague or asks with the wrong wh-word, or None."""
    noun = _answer_noun(answer)
    if _BARE_LIGHT.match(question):
        return "vague light verb"  # "What did Paul make?": which of all he made?
    if _LIGHT_END.match(question) and (
        bool(_DEVERBAL.search(noun)) or noun.rstrip("s") in _LIGHT_NOUNS
    ):
        return "vague light verb"
    if _DEFINITION.match(question) and answer.split()[:1] in (["a"], ["an"], ["A"], ["An"]):
        return "answer not self-contained"
    age = answer.strip().isdigit() and " when " in question  # "What was X when ...? -- 22"
    counted = bool(_COUNT.match(answer)) and not _COPULA_VALUE.match(question)
    if question.startswith("What ") and (counted or age):
        return "wh-word does not fit the answer"
    placed = re.search(r"\b(?:in|at) [A-Z]", answer)  # "Welsh Labour conference in Llandudno"
    if question.startswith("Where ") and head_noun(answer) in _EVENTS and not placed:
        return "wh-word does not fit the answer"  # "Where was X introduced? -- the ceremony"
    if re.search(r"[,;:]\s*[,;:]", question):
        return "garbled or overlong question"
    if _DOUBLED.search(f"{question} {answer}"):
        return "garbled or overlong question"  # "the director at at the institute"
    if contrastive(answer):  # "another patient", "groups that support the same"
        return "contrastive reference"
    if unanchored_case(question):  # "Who resigned the next day?" (unanchored_cases)
        return unanchored_case(question)
    # "What is Ana Ruiz? -- a prize's recipient"; "What has Ana Ruiz written?" (open_questions)
    return definition_problem(question, answer) or open_question(question, answer)
