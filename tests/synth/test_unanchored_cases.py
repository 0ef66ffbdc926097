"""Cases whose answer hangs on a moment only the passage gives are dropped."""

from __future__ import annotations

from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.vague_cases import vague_case
from hanker.synth.validate import rejection_reason


def test_time_told_by_another_time_is_dropped() -> None:
    assert vague_case("Who resigned from the board the following week?", "Ada Price") == (
        "time known only from the passage"
    )
    assert vague_case("What did the mayor open later that morning?", "a bridge") == (
        "time known only from the passage"
    )


def test_span_date_or_simultaneity_keeps_the_case() -> None:
    assert vague_case("Who ran the clinic over the next decade?", "Ada Price") is None
    assert vague_case("Who resigned the following week, in May 1998?", "Ada Price") is None
    assert vague_case("Who was stepping up the pressure at the same time?", "the union") is None


def test_bare_office_with_no_anchor_is_dropped() -> None:
    assert vague_case("Who had just been elected as Team Captain?", "Ada Price") == (
        "office with no anchor"
    )
    assert vague_case("Who became Chief Justice in 1998?", "Ada Price") is None
    assert vague_case("Who became Chief Justice of Ghana?", "Ada Price") is None


def test_rejection_reason_counts_the_unanchored_time() -> None:
    sentence = "Ada Price resigned from the board the following week."
    item = SynthesisInput("f", "Ada Price", "resign from", "the board", sentence, sentence, {})
    case = CaseCandidate("Who resigned from the board the following week?", "Ada Price")
    assert rejection_reason(case, item, []) == "no clean question: time known only from the passage"
