"""Wording checks on a written case that need its source sentence (``template`` cases and LLM
cases alike; hooked into :func:`hanker.synth.validate.rejection_reason`).

Each names a phenomenon and returns the rejection reason (counted in the audit's quality
report) or None:

* ``definition of a name described twice``: "Who is Ana Ruiz?" when the sentence gives her two
  descriptions ("Ana Ruiz, a lecturer at Leeds, is an unpaid adviser to the board"; "Ana Ruiz,
  who is a councillor, is a close friend of ..."; "Ana Ruiz is a poet and a painter"): the
  question then has several true answers and the reference is only one of them;
* ``definition by an epithet``: "What is Rome? -- the heart of the empire" or "-- the nearest
  town": a figurative epithet (cradle, heart, hub) is one of many descriptions of a well-known
  place, and a relational one (nearest, sole, neighbouring; "the chair of the club") needs the
  passage's reference point;
* ``sentence adverb at the end of the question``: "What is the plan ultimately?" carries a
  speaker's comment adverb (unfortunately, sadly, reportedly) the question cannot hold;
* ``hyphenated compound cut``: "Where did old Tom play?" from "ten-year-old Tom": the question
  keeps only the tail of a hyphenated modifier;
* ``answer carries a non-restrictive clause``: "-- Ana Ruiz, who also runs the choir": the
  clause after the comma is a second statement, not part of the answer.
"""

from __future__ import annotations

import re

from hanker.synth.case_scope import scope_problem
from hanker.synth.definition_questions import head_noun
from hanker.synth.ordinal_spans import ordinal_span
from hanker.synth.question_restrictions import restriction_problem
from hanker.synth.second_answers import second_answer

_NAME_DEFINITION = re.compile(r"^(?:What|Who) (?:is|was|are|were) ([A-Z][^?,']*)\?$")
_COPULA = r"(?:is|was|are|were)"
_PREDICATE = r"(?:also |now |still )?(?:a|an|the|one of|part of)\b"
# "NAME, who is D1, is D2" / "NAME, D1, is D2" (an apposition or relative clause, then a copula)
_SECOND_AFTER_ASIDE = re.compile(rf"^,\s*[^,]+,\s*{_COPULA}\s+{_PREDICATE}")
# "NAME is D1 ... and is D2" / "NAME is a D1 and a D2" (coordinated predicates)
_SECOND_COORDINATED = re.compile(
    rf"^\s+{_COPULA}\s+(?:a|an|the)\s[^,;]*?\b(?:and|but|as well as)\s+"
    rf"(?:{_COPULA}\s+{_PREDICATE}|(?:a|an)\s)"
)
_FIGURATIVE = frozenset(
    {
        *("cradle", "heart", "heartland", "hub", "gateway", "jewel", "mecca", "crossroads"),
        *("birthplace", "playground", "powerhouse", "melting", "backbone", "epicentre"),
    }
)
_RELATIONAL = frozenset(
    {"nearest", "closest", "neighbouring", "neighboring", "nearby", "sole", "remaining", "latter"}
)
_ANAPHORIC_OWNER = re.compile(  # "the leader of the group": which group only the passage says
    r"\b(?:of|at|for|in) the (?:group|company|firm|organisation|organization|club|team|party|"
    r"union|body|band|charity|board|committee|campaign)$",
    re.IGNORECASE,
)
_SENTENCE_ADVERB = re.compile(
    r"\b(?:unfortunately|fortunately|sadly|thankfully|luckily|however|though|reportedly|"
    r"apparently|allegedly|supposedly|presumably|ironically|interestingly|surprisingly|"
    r"admittedly|arguably|undoubtedly|obviously|clearly|indeed|perhaps|of course)\?$",
    re.IGNORECASE,
)
_HYPHENATED = re.compile(r"\b(?:\w+-)+(\w+)\s+(\w+)")
_NON_RESTRICTIVE = re.compile(r",\s+(?:who|whom|whose|which)\b")


def _described_twice(name: str, sentence: str) -> bool:
    """Whether the sentence, right after ``name``, gives it a second description."""
    for match in re.finditer(re.escape(name), sentence, flags=re.IGNORECASE):
        rest = sentence[match.end() :]
        if _SECOND_AFTER_ASIDE.match(rest) or _SECOND_COORDINATED.match(rest):
            return True
    return False


def _epithet(answer: str) -> bool:
    """A figurative or relational description ("the cradle of ...", "the nearest town"), or
    a position in an organisation named only by the passage ("the leader of the group")."""
    words = [word.strip(",.;:").lower() for word in answer.split()]
    if _ANAPHORIC_OWNER.search(answer.strip().rstrip(".")):
        return True
    return head_noun(answer) in _FIGURATIVE or any(word in _RELATIONAL for word in words[:3])


def _cut_compound(question: str, sentence: str) -> bool:
    """The question holds "old Tom" where the sentence has "ten-year-old Tom"."""
    for match in _HYPHENATED.finditer(sentence):
        tail = f"{match.group(1)} {match.group(2)}"
        if re.search(rf"(?<![\w-]){re.escape(tail)}\b", question):
            return True
    return False


def wording_problem(question: str, answer: str, sentence: str) -> str | None:
    """Why a case's wording misreads its source sentence, or None (see the module notes)."""
    definition = _NAME_DEFINITION.match(question)
    if definition is not None and _described_twice(definition.group(1), sentence):
        return "definition of a name described twice"
    if definition is not None and _epithet(answer):
        return "definition by an epithet"
    if _SENTENCE_ADVERB.search(question):
        return "sentence adverb at the end of the question"
    if _cut_compound(question, sentence):
        return "hyphenated compound cut"
    if _NON_RESTRICTIVE.search(answer):
        return "answer carries a non-restrictive clause"
    return (
        scope_problem(question, answer, sentence)
        or restriction_problem(question, answer, sentence)
        or second_answer(question, answer, sentence)  # "Like Ann, Tom voted ...": two answers
        or ordinal_span(question, answer, sentence)  # "In how many seasons ... the third time?"
    )
