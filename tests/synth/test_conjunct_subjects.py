"""The clause of a coordinated verb phrase whose shared subject a head question asks for."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.conjunct_subjects import conjunct_sentence
from hanker.synth.template import TemplateGenerator


def test_conjunct_with_its_own_auxiliary_or_finite_verb() -> None:
    assert (
        conjunct_sentence(
            "Painter Mara Lind was later detained and was charged with arson.",
            "Painter Mara Lind",
            "be charged with",
        )
        == "Painter Mara Lind was charged with arson."
    )
    assert (
        conjunct_sentence(
            "Tomas Berg resigned in May and joined Vellum Bank in June.", "Tomas Berg", "join"
        )
        == "Tomas Berg joined Vellum Bank in June."
    )


def test_bare_participle_takes_the_shared_auxiliary_unless_hedged() -> None:
    assert (
        conjunct_sentence(
            "Mara Lind was detained and charged with arson.", "Mara Lind", "be charged with"
        )
        == "Mara Lind was charged with arson."
    )
    hedged = "Mara Lind may be detained and charged with arson."
    assert conjunct_sentence(hedged, "Mara Lind", "be charged with") is None


def test_no_conjunct_clause_when_none_fits() -> None:
    # the relation is the subject's own verb
    assert conjunct_sentence("Tomas Berg joined Vellum Bank.", "Tomas Berg", "join") is None
    # the conjunct could continue the reported clause
    reported = "Tomas Berg said he was unwell, and had joined Vellum Bank."
    assert conjunct_sentence(reported, "Tomas Berg", "join") is None
    # a possessed subject
    owned = "Tomas Berg's bakery closed in May and reopened in Leeds."
    assert conjunct_sentence(owned, "Tomas Berg's bakery", "reopen in") is None


def test_template_asks_the_shared_subject() -> None:
    sentence = "Maxine Oduya, 41, moved from Ghana in 2001 and has taught in Dundee since 2010."
    item = SynthesisInput(
        fact_id="f1",
        head="Maxine Oduya",
        relation="teach in",
        tail="Dundee",
        context=sentence,
        sentence=sentence,
        source={},
    )
    questions = [
        (c.question, c.answer) for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
    ]
    assert ("Who has taught in Dundee since 2010?", "Maxine Oduya") in questions
