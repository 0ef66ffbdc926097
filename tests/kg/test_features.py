"""Graph features of facts: degrees, deg(e), retain overlap, component sizes."""

from __future__ import annotations

from hanker.core.fact import ExtractorInfo, Source, make_fact
from hanker.kg.features import degree_bucket, fact_features, retain_overlap

INFO = ExtractorInfo(name="test", model=None, version="t")


def _fact(head: str, relation: str, tail: str, doc: str = "d1", **meta: str):  # type: ignore[no-untyped-def]
    source = Source(corpus="c", doc_id=doc, chunk_id=None, char_start=0, char_end=1, sentence="s")
    return make_fact(head, relation, tail, [source], INFO, meta=meta)


def test_degrees_components_and_overlap() -> None:
    forget = [
        _fact("Ada", "knew", "Charles"),
        _fact("Ada", "lived in", "London"),
        _fact("Charles", "lived in", "London"),
        _fact("Mary", "wrote", "Frankenstein", doc="d2"),
    ]
    retain = [_fact("London", "is in", "England"), _fact("Percy", "married", "Mary")]
    features = fact_features(forget[1:], forget, retain)
    ada_london = features[forget[1].fact_id]
    assert (ada_london["head_degree"], ada_london["tail_degree"]) == (2, 2)
    assert ada_london["edge_degree"] == 3 and ada_london["degree_bucket"] == "2-3"
    assert ada_london["edge_degree_source"] == "forget-kg"
    assert ada_london["retain_overlap"] == "tail" and ada_london["component_size"] == 3
    mary = features[forget[3].fact_id]
    assert mary["retain_overlap"] == "head" and mary["component_size"] == 2
    assert mary["edge_degree"] == 1 and mary["degree_bucket"] == "1"
    assert forget[0].fact_id not in features  # only test facts get features


def test_ground_truth_edge_degrees_win() -> None:
    facts = [
        _fact("Acme", "pays within", "45 days", doc="A_C"),
        _fact("Acme", "sells", "steel", edge="B_D"),
    ]
    features = fact_features(facts, facts, edge_degrees={"A_C": 8, "B_D": 14})
    assert features[facts[0].fact_id]["edge_degree"] == 8
    assert features[facts[1].fact_id]["edge"] == "B_D"
    assert features[facts[1].fact_id]["degree_bucket"] == "8-15"
    assert features[facts[1].fact_id]["edge_degree_source"] == "ground-truth"


def test_buckets_and_overlap_labels() -> None:
    assert [degree_bucket(d) for d in (1, 2, 3, 4, 7, 8, 15, 16, 40)] == [
        "1",
        "2-3",
        "2-3",
        "4-7",
        "4-7",
        "8-15",
        "8-15",
        "16+",
        "16+",
    ]
    assert retain_overlap(True, True) == "both" and retain_overlap(False, False) == "none"
