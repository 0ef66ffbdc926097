"""Person names with lower-case particles read whole after the recognizer (name-particles.v1, v2)."""

from __future__ import annotations

from hanker.text.nlp import load_spacy


def _persons(text: str) -> list[str]:
    return [e.text for e in load_spacy()(text).ents if e.label_ == "PERSON"]


def test_particle_names_are_one_person() -> None:
    assert "Ruud ten Kate" in _persons(
        "Ajax coach Ruud ten Kate, whose squad flew to Lisbon on Monday, watched from the stand."
    )
    assert "Marieke van der Linden" in _persons(
        "The award went to Marieke van der Linden for her novel."
    )
    assert "Abdel Karim al-Masri" in _persons(
        "Minister Abdel Karim al-Masri met the delegation in Amman."
    )


def test_an_entity_stopped_inside_its_particles_takes_the_surname() -> None:
    # name-particles.v2: the recognizer ends the person at "Van der"
    persons = _persons("Femke Van der Veen is a Dutch author of financial thrillers.")
    assert "Femke Van der Veen" in persons


def test_a_date_after_the_particles_is_no_surname() -> None:
    assert "Anh Le" in _persons("She met Anh Le Tuesday.")
