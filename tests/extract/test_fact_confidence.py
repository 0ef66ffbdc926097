"""The fact-confidence model: its features, its fitting, the shipped weights and the hook."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from hanker.core.errors import ConfigError
from hanker.extract.base import ExtractionStats
from hanker.extract.fact_confidence import (
    FACT_CONFIDENCE_VERSION,
    LOW_CONFIDENCE,
    ConfidenceModel,
    confidence_floor,
    confidence_problem,
    default_model,
    fit_logistic,
)
from hanker.extract.fact_features import fact_features, locate
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.benchmark_scripts import load_script


def _parse(text: str):  # type: ignore[no-untyped-def]
    return load_spacy()(text)


def test_locate_finds_the_words_of_a_span() -> None:
    doc = _parse("Nadia Okafor opened a bakery in Leeds in 2011.")
    span = locate(doc, "a bakery")
    assert span is not None and span.text == "a bakery" and span.start == 3
    assert locate(doc, "a library") is None


def test_a_tail_cut_before_its_complement_shows_in_its_features() -> None:
    doc = _parse("The museum borrowed two paintings from a gallery in Porto.")
    whole = fact_features("The museum", "borrow", "two paintings", doc)
    assert whole["t_subtree_cover"] == 1.0
    assert whole["t_next_ADP"] == 1.0
    cut = fact_features("The museum", "borrow from", "a gallery", doc)
    assert cut["t_out_prep"] == 1.0  # "in Porto" depends on the tail but lies outside it
    assert cut["t_subtree_cover"] < 1.0


def test_referring_words_and_odd_quotes_are_marked() -> None:
    doc = _parse('Tomas Reyes praised "Low Tide, the novel he wrote in 2004.')
    features = fact_features('"Low Tide', "be", "the novel he wrote", doc)
    assert features["h_quote_odd"] == 1.0
    assert features["t_pron"] == 1.0
    assert features["h_det_none"] == 1.0


def test_bare_definite_tails_are_marked_by_their_place() -> None:
    doc = _parse("The mayor cancelled the parade after the storm damaged the old pier.")
    whole = fact_features("The mayor", "cancel", "the parade", doc)
    assert whole["t_bare_def_obj"] == 1.0 and "t_bare_def_prep" not in whole
    after = fact_features("The mayor", "cancel the parade after", "the storm", doc)
    assert after["t_bare_def_prep"] == 1.0 and "t_bare_def_obj" not in after
    doc = _parse("Lena Holm sent a letter to the council.")
    nested = fact_features("Lena Holm", "send", "a letter to the council", doc)
    assert nested["t_bare_def_nested"] == 1.0
    doc = _parse("Lena Holm sent a letter to the council of Gdynia.")
    named = fact_features("Lena Holm", "send", "a letter to the council of Gdynia", doc)
    assert not any(name.startswith("t_bare_def") for name in named)


def test_fit_logistic_learns_the_sign_of_an_informative_feature() -> None:
    rows = [{"bias": 1.0, "good": 1.0}] * 30 + [{"bias": 1.0, "bad": 1.0}] * 30
    labels = [1] * 27 + [0] * 3 + [0] * 25 + [1] * 5
    weights = fit_logistic(rows, labels)
    assert weights["good"] > 0 > weights["bad"]
    model = ConfidenceModel("t", weights, 0.5)
    assert model.score({"bias": 1.0, "good": 1.0}) > 0.5 > model.score({"bias": 1.0, "bad": 1.0})
    assert fit_logistic(rows, labels) == weights  # deterministic


def test_the_shipped_model_names_its_version_and_readings() -> None:
    model = default_model()
    assert model.version == FACT_CONFIDENCE_VERSION
    assert 0.0 < model.threshold < 1.0
    data = json.loads(
        (
            Path(__file__).resolve().parents[2]
            / "hanker/resources"
            / f"{FACT_CONFIDENCE_VERSION}.json"
        ).read_text()
    )
    genres = ("news", "tofu", "restor", "novel", "wiki")  # news*: every news corpus
    assert data["readings"] and all(r.startswith(genres) for r in data["readings"])
    assert data["held_out"]["news"]["auc"] > 0.6  # better than chance on held-out readings


def test_the_shipped_model_ranks_a_whole_fact_above_a_cut_one() -> None:
    model = default_model()
    doc = _parse("Ingrid Salo founded the Baltic Song Festival in Tallinn in 1998.")
    whole = model.score(fact_features("Ingrid Salo", "found", "the Baltic Song Festival", doc))
    referring = model.score(fact_features("Ingrid Salo", "found", "it", doc))
    assert whole > referring
    doc = _parse("The council approved a £4m grant for the harbour wall on Monday.")
    cut = model.score(fact_features("The council", "approve", "a £4m", doc))
    full = model.score(fact_features("The council", "approve", "a £4m grant", doc))
    assert full > cut


def test_confidence_problem_follows_its_threshold() -> None:
    doc = _parse("Ingrid Salo founded the Baltic Song Festival in Tallinn in 1998.")
    fact = ("Ingrid Salo", "found", "the Baltic Song Festival")
    assert confidence_problem(*fact, doc, threshold=0.0) is None
    assert confidence_problem(*fact, doc, threshold=1.0) == LOW_CONFIDENCE
    assert confidence_problem(*fact, None) is None


def test_the_extractor_drops_and_counts_low_confidence_facts() -> None:
    sentence = "Ingrid Salo founded the Baltic Song Festival in Tallinn in 1998."
    for floor, kept in ((1.0, False), (0.0, True)):
        extractor = SpacyExtractor(min_fact_confidence=floor)
        extractor.stats = ExtractionStats()
        triples = list(extractor._sentence_triples(_parse(sentence), None, sentence))
        fact = ("Ingrid Salo", "found", "the Baltic Song Festival in Tallinn")
        assert (fact in triples) is kept
        assert ((extractor.stats.dropped or {}).get(LOW_CONFIDENCE, 0) >= 1) is not kept


def _script() -> ModuleType:
    return load_script("train_fact_confidence")


def test_training_reads_judged_facts_and_measures_auc(tmp_path: Path) -> None:
    lines = [
        {"header": {"format": "fidelity-sample.v1"}},
        {
            "type": "fact",
            "fact": {"head": "A", "relation": "r", "tail": "B"},
            "source_sentence": "A r B.",
            "judgement": {"AK": 1},
        },
        {
            "type": "fact",
            "fact": {"head": "C", "relation": "r", "tail": "D"},
            "source_sentence": "C r D.",
            "judgement": {"AK": 0},
        },
        {"type": "case", "question": "Q?", "judgement": {"QR": 1}},
    ]
    path = tmp_path / "fidelity_blind_news_x.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    rows = _script().judged_facts(str(tmp_path / "fidelity_blind_*.jsonl"))
    assert rows == [("news_x", "A", "r", "B", "A r B.", 1), ("news_x", "C", "r", "D", "C r D.", 0)]
    assert _script().auc([0.9, 0.8, 0.1], [1, 1, 0]) == 1.0
    assert _script().auc([0.1, 0.8, 0.9], [1, 1, 0]) == 0.0


@pytest.mark.slow
def test_the_shipped_weights_are_reproduced_by_the_training_script() -> None:
    assert _script().main(["--check"]) == 0


@pytest.mark.parametrize("value", [-0.1, 1.5, "high", True])
def test_a_bad_min_fact_confidence_is_a_config_error(value: object) -> None:
    with pytest.raises(ConfigError, match="min_fact_confidence must be a number from 0 to 1"):
        confidence_floor(value)
    assert confidence_floor(None) is None and confidence_floor(0) == 0.0
