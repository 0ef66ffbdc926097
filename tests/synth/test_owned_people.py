"""Someone's people as an object are asked "who"/"whom" (:func:`hanker.synth.wh_nouns.owned_people`)."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (
            "At the gala, Lena Sorvik thanked her subscribers for their patience.",
            "What did Lena Sorvik thank for their patience at the gala?",
            "her subscribers",
            "Who did Lena Sorvik thank for their patience at the gala?",
        ),
        (
            "Before the vote, Omar Haddad visited his family in Tunis.",
            "What did Omar Haddad visit in Tunis before the vote?",
            "his family",
            "Who did Omar Haddad visit in Tunis before the vote?",
        ),
        (  # a possessed thing keeps "what"
            "Before the vote, Omar Haddad sold his stickers in Tunis.",
            "What did Omar Haddad sell in Tunis before the vote?",
            "his stickers",
            "What did Omar Haddad sell in Tunis before the vote?",
        ),
    ],
)
def test_owned_people_asked_who(sentence: str, question: str, answer: str, expected: str) -> None:
    case = fit_wh_kind(CaseCandidate(question, answer, answer_type="noun phrase"), sentence)
    assert case.question == expected
