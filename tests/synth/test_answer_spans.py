"""Answers cut short of their title, complement or list are rejected (template.v7)."""

from __future__ import annotations

import pytest

from hanker.synth.answer_spans import cut_answer


@pytest.mark.parametrize(
    ("answer", "sentence", "reason"),
    [
        ("a medal for bravery", "Ana Sol won a medal for bravery, the George Cross.", "title"),
        (
            "the crime novel",
            'Her debut was the crime novel "Salt Harbour", which sold well.',
            "title",
        ),
        ("a memoir", 'Ines Ford wrote a memoir, "Tides of Home", about her youth.', "title"),
        (  # a name right after its common noun (template.v38)
            "head of the coastal survey office",
            "Ines Ford, who stepped down as head of the coastal survey office Hydrolab, spoke.",
            "title",
        ),
        (
            "a film in the horror genre",
            'They made a film in the horror genre titled "Night".',
            "title",
        ),
        (
            "approval by the Medicines Agency",
            "The judge lifted approval by the Medicines Agency (EMA) of the vaccine Zorvax.",
            "complement",
        ),
        (
            "rhythms of Andean music",
            "She weaves rhythms of Andean music and dance into plays.",
            "list",
        ),
        ("HMS Kent", "The admiral sailed on HMS Kent the Falkland Islands.", "second name"),
        ("two", "The rebels carried out two.", "count"),
    ],
)
def test_a_cut_answer_is_rejected(answer: str, sentence: str, reason: str) -> None:
    assert reason in str(cut_answer(answer, sentence))


@pytest.mark.parametrize(
    ("answer", "sentence"),
    [
        ("the George Cross", "Ana Sol won a medal for bravery, the George Cross."),
        ('the crime novel "Salt Harbour"', 'Her debut was the crime novel "Salt Harbour".'),
        ("the capital", "She visited the capital, Paris, in May."),
        ("a prize", "She won a prize, Tom Lee said."),
        ("London", "She moved to London in 2010."),
        ("apples", "He sold apples and pears at the market."),
        ("the station", "She walked to the station and waited."),
        ("two goals", "Kane scored two goals."),
        ("the lease", "The council signed the lease Monday."),
        ("the jury", "Police showed the jury CCTV footage of the attack."),
    ],
)
def test_a_whole_answer_is_kept(answer: str, sentence: str) -> None:
    assert cut_answer(answer, sentence) is None
