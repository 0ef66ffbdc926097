"""Every wording family is read by the offline pipeline: its attribute values become facts, no clause numbers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hanker.corpora import ReaderOptions
from hanker.extract.build import BuildConfig, build_kg
from hanker.pistol.audit_quality import attribute_recall
from hanker.pistol.compile import CompileConfig, compile_dataset

_CLAUSE_NUMBER = re.compile(r"(?:^|\s)(?:\d+\.\d+|\(\d+\)|Section \d+)(?:\s|$)")


@pytest.mark.slow
@pytest.mark.parametrize("style", ["numbered", "termsheet", "recitals", "letter"])
def test_family_attribute_recall_and_clean_facts(tmp_path: Path, style: str) -> None:
    compile_dataset(
        CompileConfig(out=tmp_path / "d", seed=4, style=style, forget_edges=("A_C", "B_p"))
    )
    build_kg(
        BuildConfig(
            sources=(str(tmp_path / "d"),),
            reader_options=ReaderOptions(split="forget"),
            out=tmp_path / "kg",
            rdf_formats=(),
        )
    )
    recall = attribute_recall(tmp_path / "d", tmp_path / "kg", {"A_C", "B_p"})
    assert recall["recall"] >= 0.95, recall["missing"]
    facts = [json.loads(x) for x in (tmp_path / "kg" / "facts.jsonl").read_text().splitlines()]
    for fact in facts:
        for part in (fact["head"], fact["relation"], fact["tail"]):
            assert not _CLAUSE_NUMBER.search(part), fact
