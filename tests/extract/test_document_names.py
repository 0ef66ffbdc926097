"""Names a document keeps using (document-names.v1): found by use, counted as entities."""

from __future__ import annotations

from hanker.extract.document_names import document_names, names_entity
from hanker.text.nlp import load_spacy

_STORY = [
    "The mate was called Stubb by the whole crew.",
    "Every morning the cook brought Stubb his coffee.",
    "Then Stubb climbed the mast and looked for whales.",
    "The Sperm Whale is larger than most whales, and the whale swims fast.",
    "He met Captain Hale and Captain Hale nodded on Monday and again on Monday.",
]


def test_a_word_capitalised_inside_sentences_is_a_name() -> None:
    names = document_names(_STORY)
    assert "Stubb" in names
    assert "Whale" not in names  # the document also writes "whale"
    assert "Captain" not in names and "Monday" not in names  # a title, a weekday
    assert "Every" not in names and "Then" not in names  # capitals that open a sentence


def test_one_use_is_not_enough() -> None:
    assert "Pequod" not in document_names(["They sailed on the Pequod at dawn.", "It was cold."])
    assert "Pequod" in document_names(
        ["They sailed on the Pequod at dawn.", "At noon the Pequod turned east."]
    )


def test_a_document_name_counts_as_an_entity() -> None:
    doc = load_spacy()("Stubb pulled to the floating body.")
    assert not names_entity("Stubb", doc, [], frozenset())
    assert names_entity("Stubb", doc, [], frozenset({"Stubb"}))
    assert names_entity("Stubb's boat", doc, [], frozenset({"Stubb"}))
    assert not names_entity("the floating body", doc, [], frozenset({"Stubb"}))


def test_group_labels_and_sentence_openers_are_no_names() -> None:
    names = document_names(
        [
            "Brexiteers attacked the plan and Brexiteers won.",
            "“Run!” Suddenly the dog barked. “Stop!” Suddenly it ran.",
        ]
    )
    assert "Brexiteers" not in names  # a group, no one entity
    assert "Suddenly" not in names  # after a closing quotation mark a sentence may start


def test_the_full_stop_of_an_abbreviation_ends_no_sentence() -> None:
    names = document_names(["He met Mr. Starmer in Leeds.", "Then Mr. Starmer left."])
    assert "Starmer" in names
