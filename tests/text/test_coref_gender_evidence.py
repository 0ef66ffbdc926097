"""Gender and personhood a name gets from the text (hanker.text.coref.gender_evidence),
on invented sentences."""

from __future__ import annotations

import re

import pytest
from spacy.tokens import Span

from hanker.text.coref import COREF, apply_replacements
from hanker.text.coref.gender_evidence import copular_gender
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents
from tests.text.conftest import resolved_text


def _tagged(text: str, name: str, label: str) -> Span:
    """``name`` in the parse of ``text`` as an entity of ``label``."""
    doc = load_spacy()(text)
    start = text.index(name)
    span = doc.char_span(start, start + len(name), label=label)
    assert span is not None
    return span


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Kaveri Lindqvist is the daughter of a baker from Umea.", "f"),
        ("Kaveri Lindqvist became a widower in 1990.", "m"),
        ("Kaveri Lindqvist is not her father.", ""),
        ("Kaveri Lindqvist is a writer of sea stories.", ""),
        ("Kaveri Lindqvist met the daughter of a baker.", ""),
    ],
)
def test_copular_gender(text: str, expected: str) -> None:
    assert copular_gender(_tagged(text, "Kaveri Lindqvist", "ORG")) == expected


def _resolved_with_tags(text: str, name: str, label: str, first: str = "") -> str:
    """``text`` resolved by the ``rules`` backend after every mention of ``name`` was tagged
    ``label`` (as the small tagger often reads names it does not know), the first one
    ``first`` when given."""
    [(_, sentences)] = list(parse_documents(load_spacy(), [("doc", text)]))
    for doc in {id(s.parse.doc): s.parse.doc for s in sentences}.values():
        spans = [
            doc.char_span(m.start(), m.end(), label=(first if i == 0 and first else label))
            for i, m in enumerate(re.finditer(re.escape(name), doc.text))
        ]
        kept = [e for e in doc.ents if not any(e.start < s.end and s.start < e.end for s in spans)]
        doc.ents = sorted([*kept, *spans], key=lambda e: e.start)
    result = COREF.get("rules")().resolve("doc", text, sentences)
    apply_replacements(sentences, result.replacements)
    return " ".join(s.resolved for s in sentences)


def test_a_name_said_to_be_a_daughter_is_a_woman_whatever_its_tag() -> None:
    # tagged a person once and an organization twice, but said to be a daughter: a person,
    # so "Her" may be hers or Maria Lund's and is left (never Maria Lund's alone)
    text = (
        "Kaveri Lindqvist was born in Umea. Kaveri Lindqvist writes books about sailing. "
        "Kaveri Lindqvist is the daughter of Tom Dahl and Maria Lund. "
        "Her father, Tom, is a baker."
    )
    assert _resolved_with_tags(text, "Kaveri Lindqvist", "ORG", first="PERSON") == text.replace(
        "Tom,", "Tom Dahl,"
    )


def test_a_described_person_keeps_later_pronouns() -> None:
    # the name is a man (a son), so "his" is his even where the tagger reads an organization
    text = (
        "Taavi Ostrander is the son of a miner. Taavi Ostrander writes crime novels. "
        "His novels sell well in Finland."
    )
    assert _resolved_with_tags(text, "Taavi Ostrander", "ORG") == (
        "Taavi Ostrander is the son of a miner. Taavi Ostrander writes crime novels. "
        "Taavi Ostrander's novels sell well in Finland."
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an object pronoun after a preposition that marks no place is someone else
        (
            "Taavi Ostrander moved to Leeds in 1990. He is completely dependent on him for money.",
            "Taavi Ostrander moved to Leeds in 1990. "
            "Taavi Ostrander is completely dependent on him for money.",
        ),
        (
            "Taavi Ostrander joined the club in 1990. He voted for him in every election.",
            "Taavi Ostrander joined the club in 1990. "
            "Taavi Ostrander voted for him in every election.",
        ),
        # a conjoined verb without a subject of its own shares the first one's
        (
            "Taavi Ostrander moved to Leeds in 1990. "
            "He lives in a flat in Leeds and is completely dependent on him.",
            "Taavi Ostrander moved to Leeds in 1990. "
            "Taavi Ostrander lives in a flat in Leeds and is completely dependent on him.",
        ),
        # the subject of a gerund is no object of the preposition: linked as before
        (
            "Taavi Ostrander met Ann Lee in 1990. He owes his career to her being a generous editor.",
            "Taavi Ostrander met Ann Lee in 1990. "
            "Taavi Ostrander owes Taavi Ostrander's career to Ann Lee being a generous editor.",
        ),
        # the object of "asked" does the booking, so "her" may be the one who asked
        (
            "Ann Lee has refused to say whether she asked her staff to book a room for her.",
            "Ann Lee has refused to say whether Ann Lee asked Ann Lee's staff to book a room "
            "for Ann Lee.",
        ),
        # a clause opened by "as" that the parser made the root is not the shooter's clause
        (
            '"Even as Tom Reed fell you re-aimed and fired a second shot at him.',
            '"Even as Tom Reed fell you re-aimed and fired a second shot at Tom Reed.',
        ),
        # "with him" may be the subject himself: linked as before
        (
            "Taavi Ostrander is a farmer. He took the dog to the market with him.",
            "Taavi Ostrander is a farmer. "
            "Taavi Ostrander took the dog to the market with Taavi Ostrander.",
        ),
    ],
)
def test_an_object_after_a_preposition_is_not_the_subject(text: str, expected: str) -> None:
    assert resolved_text(text) == expected
