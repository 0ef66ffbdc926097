"""Names tagged a thing more often than a person are no antecedent of he/she (coref.tagged_kinds)."""

from __future__ import annotations

from types import SimpleNamespace

from hanker.text.coref.tagged_kinds import mostly_things
from hanker.text.segment import Sentence
from tests.text.conftest import resolved_text


def _sentence(*entities: tuple[str, str]) -> Sentence:
    ents = [SimpleNamespace(text=text, label_=label) for text, label in entities]
    return Sentence("doc", 0, 0, 1, "x", parse=SimpleNamespace(ents=ents))


def test_a_name_mostly_tagged_as_a_thing_is_no_person() -> None:
    sentences = [
        _sentence(("Harbour Lights", "PERSON"), ("Ruth Kenner", "PERSON")),
        _sentence(("Harbour Lights", "ORG"), ("Ruth Kenner", "ORG")),
        _sentence(("Harbour Lights's", "WORK_OF_ART"), ("Ruth Kenner", "PERSON")),
        _sentence(("Emily Vance", "PERSON"), ("Emily Vance", "ORG"), ("Emily Vance", "ORG")),
    ]
    # Ruth Kenner: as often a person as a thing; Emily Vance: a woman's given name
    assert mostly_things(sentences) == {"Harbour Lights"}


def test_a_programme_tagged_person_once_never_takes_she() -> None:
    text = (
        "BBC Horizon has been investigating the claims. "
        "Brynn, 31, ate only packaged meals for a month as part of a trial run by doctors "
        "for BBC Horizon. "
        "Her older sister, Tobi, followed the same plan, but she was eating fresh vegetables. "
        "The results were shown on BBC Horizon last week."
    )
    assert resolved_text(text) == text
