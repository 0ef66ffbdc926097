"""A verb of appointing coordinated with a passive, tagged as an active past tense
(hanker.text.shared_passive), and what the extractor and question writer make of it."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, write_question
from hanker.text.nlp import load_spacy
from hanker.text.shared_passive import (
    ADJECTIVE_PARTICIPLE,
    LIST_PARTICIPLE,
    PASSIVE_CONJUNCT,
    misread_conjunct,
    passive_conjunct,
)


def _flagged(sentence: str) -> list[str]:
    return [t.text for t in load_spacy()(sentence) if passive_conjunct(t)]


def test_a_bare_role_after_a_shared_passive_is_a_passive() -> None:
    sentence = "Tom Berg was brought in from Harlow Town and made manager of the reserves in May."
    assert _flagged(sentence) == ["made"]
    written = write_question(sentence, "manager of the reserves")
    assert isinstance(written, Rejection) and written.reason == PASSIVE_CONJUNCT


@pytest.mark.parametrize(
    "sentence",
    [
        "Ana Ruiz was born in Leeds and made a film in 1990.",  # an object with its article
        "Ana Ruiz was born in Leeds and moved to York in 1990.",  # no verb of appointing
        "Ana Ruiz joined the club in 2019 and made friends quickly.",  # the first verb is active
    ],
)
def test_active_conjuncts_are_kept(sentence: str) -> None:
    assert _flagged(sentence) == []


def test_a_participle_opening_the_last_list_item_is_no_verb() -> None:
    sentence = (
        "Ana Ruiz's novels are admired by critics for their witty dialogue, vivid characters,"
        " and carefully drawn settings."
    )
    doc = load_spacy()(sentence)
    assert [t.text for t in doc if misread_conjunct(t) == LIST_PARTICIPLE] == ["drawn"]
    kept = load_spacy()("Tom Berg was born in Leeds, studied law and moved to York.")
    assert not [t.text for t in kept if misread_conjunct(t)]


def test_a_participle_paired_with_an_adjective_is_no_verb() -> None:
    doc = load_spacy()("The watchdog recommends cheap or discounted bus fares for students.")
    assert [t.text for t in doc if misread_conjunct(t) == ADJECTIVE_PARTICIPLE] == ["discounted"]
