"""Facts whose verb loses a qualifier: a weakening adverb, a modal, a plan or expectation, a
restriction, an expletive ``there`` (:mod:`hanker.extract.verb_qualifiers`)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.verb_qualifiers import (
    EXISTENTIAL,
    MODAL,
    PLANNED,
    RESTRICTED,
    RESTRICTIVE_RELATIVE,
    WEAKENED,
    verb_qualifier_problem,
)
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # adverbs of approximation, and of extent on a verb of completion
        (
            "By the spring the rebel militia had been largely defeated in the hills.",
            "the rebel militia",
            "be defeated in",
            "the hills",
            WEAKENED,
        ),
        (
            "After years of night classes, Dana Holt has all but finished her degree.",
            "Dana Holt",
            "finish",
            "her degree",
            WEAKENED,
        ),
        (
            "Yes, Tomas Berg's sisters indirectly feature in his novels.",
            "Tomas Berg's sisters",
            "feature in",
            "his novels",
            WEAKENED,
        ),
        (
            "The old mill was partly rebuilt by volunteers.",
            "The old mill",
            "be rebuilt by",
            "volunteers",
            WEAKENED,
        ),
        # modals: a right or a chance of people, an obligation
        (
            "Under the accord, Nordic nationals can live and study freely in all five states.",
            "Nordic nationals",
            "study in",
            "all five states",
            MODAL,
        ),
        (
            "Any councillor from any group can also be elected to the chair.",
            "Any councillor from any group",
            "be elected to",
            "the chair",
            MODAL,
        ),
        (
            "The letter said Mr Olsen must return the boat to the harbour.",
            "Mr Olsen",
            "return the boat to",
            "the harbour",
            MODAL,
        ),
        # plans and expectations
        (
            "Talks may start now so that a treaty can take effect soon after Norway joins "
            "the bloc in 2031.",
            "Norway",
            "join",
            "the bloc",
            PLANNED,
        ),
        (
            "The minister replied that next month she is at a conference of mayors in Porto.",
            "she",
            "be at",
            "a conference of mayors in Porto",
            PLANNED,
        ),
        (
            "Six local reporters are to share a journalism prize for their flood coverage.",
            "Six local reporters",
            "share",
            "a journalism prize",
            PLANNED,
        ),
        (
            "The ferry firm is due to open a new route to Bergen.",
            "The ferry firm",
            "open",
            "a new route to Bergen",
            PLANNED,
        ),
        # restrictions: whom a measure applies to, a partial quantifier
        (
            "The spring statement scrapped the road tax for owners of cars under ten years old.",
            "The spring statement",
            "scrap",
            "the road tax",
            RESTRICTED,
        ),
        (
            "In some regions, the new crop has the potential to double farm incomes.",
            "the new crop",
            "have",
            "the potential to double farm incomes",
            RESTRICTED,
        ),
        # a relative clause without a comma that picks out part of a bare plural subject
        (
            "Nurses who work in private clinics will also join the walkout next week.",
            "Nurses",
            "work in",
            "private clinics",
            RESTRICTIVE_RELATIVE,
        ),
        # an existential clause read as a predicate of a person
        (
            "Her lawyer said Ms Dale was sorry and there is deep regret.",
            "Ms Dale",
            "be",
            "deep regret",
            EXISTENTIAL,
        ),
    ],
)
def test_qualifier_lost(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    doc = load_spacy()(sentence)
    assert verb_qualifier_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # no qualifier, or one the triple keeps
        (
            "The rebel militia was defeated in the hills.",
            "The rebel militia",
            "be defeated in",
            "the hills",
        ),
        # "largely" on a verb that describes, not one of completion
        (
            "Tomas Berg is largely known for his sea novels.",
            "Tomas Berg",
            "be known for",
            "his sea novels",
        ),
        # "nearly" belongs to the first conjunct only
        (
            "The visitors nearly scored early but keeper Ian Ross made a fine block.",
            "keeper Ian Ross",
            "make",
            "a fine block",
        ),
        # "can" of a thing's property, "can" with a verb of memory
        (
            "When many sensors shake at once, the app can estimate the size of a quake.",
            "the app",
            "estimate",
            "the size of a quake",
        ),
        (
            "Decades later, Pat Rowe can still recall the sound of the sirens.",
            "Pat Rowe",
            "recall",
            "the sound of the sirens",
        ),
        # the relation keeps the plan; a duration is no restriction; a past time clause
        (
            "The paper is to close its print edition, its editor has said.",
            "The paper",
            "be to close",
            "its print edition",
        ),
        (
            "Ruth Lane worked with the director Tom Hale for many years.",
            "Ruth Lane",
            "work with",
            "the director Tom Hale",
        ),
        (
            "When Cole was caught again at slip, doubts could have set in for the visitors.",
            "Cole",
            "be caught at",
            "slip",
        ),
        (
            "The council cut the fee for two years.",
            "The council",
            "cut",
            "the fee",
        ),
    ],
)
def test_qualifier_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert verb_qualifier_problem(head, relation, tail, doc) is None


def test_agreement_modal_kept() -> None:
    doc = load_spacy()("The Buyer may terminate the agreement on notice.")
    assert verb_qualifier_problem("The Buyer", "terminate", "the agreement", doc) is not None
    got = verb_qualifier_problem("The Buyer", "terminate", "the agreement", doc, prose=False)
    assert got is None


def test_extractor_drops_and_counts(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Over the summer the Karvo Liberation Army was largely defeated in Tarnow.",
        ("the Karvo Liberation Army", "be defeated in", "Tarnow"),
        WEAKENED,
    )
    triples, _ = run_sentence(extractor, "The Karvo Liberation Army was defeated in Tarnow.")
    assert ("The Karvo Liberation Army", "be defeated in", "Tarnow") in triples


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # "can" that states a rule or a prospect, whatever the subject
        (
            "The harbour master can only be removed by the port council.",
            "The harbour master",
            "be removed by",
            "the port council",
        ),
        (
            "The festival director can be dismissed by the trustees.",
            "The festival director",
            "be dismissed by",
            "the trustees",
        ),
        (
            "Under the new treaty, Norland can expect closer ties with its neighbours.",
            "Norland",
            "expect",
            "closer ties with its neighbours",
        ),
    ],
)
def test_bounded_can_is_modal(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert verb_qualifier_problem(head, relation, tail, doc) == MODAL


def test_can_of_a_thing_is_kept() -> None:
    doc = load_spacy()("The new app can measure the strength of a quake.")
    assert verb_qualifier_problem("The new app", "measure", "the strength of a quake", doc) is None
