"""KMC rates by stratum add up to the records, and render as a table and a PNG chart."""

from __future__ import annotations

from pathlib import Path

from hanker.evaluate.strata import kmc_rates, rates_chart, rates_markdown
from hanker.evaluate.verdicts import CaseLink


def _link(case: str, fact: str, hops: int = 1) -> CaseLink:
    return CaseLink(case, fact, "h", "r", "t", hops, (fact,))


def test_rates_by_bucket_and_hops(tmp_path: Path) -> None:
    links = {"c1": _link("c1", "f1"), "c2": _link("c2", "f1"), "c3": _link("c3", "f2", hops=2)}
    features = {"f1": {"degree_bucket": "1"}, "f2": {"degree_bucket": "8-15"}}
    records = [
        {"case_id": "c1", "model": "m", "kmc": {"rouge": True}},
        {"case_id": "c2", "model": "m", "kmc": {"rouge": False}},
        {"case_id": "c3", "model": "m", "kmc": {"rouge": True}},
        {"case_id": "zz", "model": "m", "kmc": {"rouge": True}},  # not in the suite: ignored
    ]
    rows = kmc_rates(records, links, features, "rouge", "degree_bucket")
    assert [(r["stratum"], r["cases"], r["kmc"], r["rate"]) for r in rows] == [
        ("1", 2, 1, 0.5),
        ("8-15", 1, 1, 1.0),
    ]
    hops = kmc_rates(records, links, features, "rouge", "hops")
    assert [(r["stratum"], r["rate"]) for r in hops] == [("single-hop", 0.5), ("multi-hop", 1.0)]
    table = rates_markdown(rows, "degree bucket")
    assert "| 1 | 0.50 (1/2) |" in table
    chart = rates_chart(rows, "degree bucket", tmp_path / "by_degree.png")
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
