"""benchmarks/fidelity_sample.py: what a blind reader is shown beside each sampled item."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from tests.benchmark_scripts import load_script


def _script() -> ModuleType:
    return load_script("fidelity_sample")


def _kg(tmp_path: Path) -> Path:
    text = (
        "Mara Quint was born in Oslo. She studied law. Her first job was in a bank. "
        "She later wrote novels. Her books sold well."
    )
    sentences = [s if s.endswith(".") else s + "." for s in text.split(". ")]
    starts = [text.index(s) for s in sentences]
    ends = [start + len(s) for start, s in zip(starts, sentences, strict=True)]
    chunk = {
        "chunk_id": "d0#0",
        "doc_id": "d0",
        "start": 0,
        "text": text,
        "sentences": [{"start": s, "end": e} for s, e in zip(starts, ends, strict=True)],
    }
    (tmp_path / "chunks.jsonl").write_text(json.dumps(chunk) + "\n", encoding="utf-8")
    return tmp_path


def test_passage_is_the_sentence_with_its_neighbours(tmp_path: Path) -> None:
    sources = _script()._Sources(_kg(tmp_path))
    out = sources.source(
        {"chunk_id": "d0#0", "char_start": 46, "char_end": 74, "sentence": "x"}, "bank job"
    )
    assert out["passage"] == "She studied law. Her first job was in a bank. She later wrote novels."
    assert "named_earlier" not in out


def test_named_earlier_gives_the_sentence_naming_a_resolved_pronoun(tmp_path: Path) -> None:
    sources = _script()._Sources(_kg(tmp_path))
    out = sources.source(
        {"chunk_id": "d0#0", "char_start": 75, "char_end": 98, "sentence": "x"},
        "What did Mara Quint later write? novels",
    )
    assert out["named_earlier"] == "Mara Quint was born in Oslo."


def test_names_skip_question_words_and_possessive_endings() -> None:
    names = _script()._names("Who wrote James Oakes's first book in New York?")
    assert names == ["James Oakes", "New York"]
