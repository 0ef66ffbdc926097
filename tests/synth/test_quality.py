"""The audit quality report and its section of the run report."""

from __future__ import annotations

import json
from pathlib import Path

from hanker.run.report import _suite_quality
from hanker.synth.quality import quality_report


def _case(fact: str, kind: str, answer_type: str, start: int) -> dict[str, object]:
    source = {"doc_id": "d", "chunk_id": "c", "char_start": start, "char_end": start + 9}
    return {"fact_id": fact, "kind": kind, "answer_type": answer_type, "source": source}


def test_quality_report_shows_in_the_run_report(tmp_path: Path) -> None:
    cases = [_case("f1", "question", "date", 0), _case("f1", "question", "person", 0)]
    cases.append(_case("f2", "cloze", "unknown", 10))
    rejections = {"answer in the question": 2, "trivial answer": 1, "pronoun answer": 1}
    report = quality_report(cases, facts=4, rejections=rejections)
    assert report["cases_per_fact"] == {
        "groups": 4,
        "mean": 0.75,
        "max": 2,
        "histogram": {"0": 2, "1": 1, "2": 1},
    }
    assert report["rejections"]["share_of_candidates"] == round(4 / 7, 3)
    assert _suite_quality(tmp_path) == []  # no audit stage, no section
    (tmp_path / "audit").mkdir()
    (tmp_path / "audit" / "suite.jsonl.quality.json").write_text(json.dumps(report))
    text = "\n".join(_suite_quality(tmp_path))
    assert "## Audit suite quality" in text and "question 2 (67%), cloze 1 (33%)" in text
    assert "| answer in the question | 2 |" in text and "mean 0.75 over 4 facts" in text
