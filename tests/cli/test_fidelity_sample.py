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


def test_sample_skips_sentences_an_earlier_judgement_read(tmp_path: Path) -> None:
    kg = _kg(tmp_path)
    facts = [
        {
            "fact_id": "f0",
            "head": "Mara Quint",
            "relation": "be born in",
            "tail": "Oslo",
            "sources": [
                {
                    "chunk_id": "d0#0",
                    "char_start": 0,
                    "char_end": 28,
                    "sentence": "Mara Quint was born in Oslo.",
                }
            ],
        },
        {
            "fact_id": "f1",
            "head": "Mara Quint",
            "relation": "study",
            "tail": "law",
            "sources": [
                {
                    "chunk_id": "d0#0",
                    "char_start": 29,
                    "char_end": 45,
                    "sentence": "She studied law.",
                }
            ],
        },
    ]
    (kg / "facts.jsonl").write_text("".join(json.dumps(f) + "\n" for f in facts), encoding="utf-8")
    suite = tmp_path / "suite.jsonl"
    suite.write_text("", encoding="utf-8")
    judged = tmp_path / "fidelity_blind_news_x.jsonl"
    judged.write_text(json.dumps({"source_sentence": "Mara Quint  was born in Oslo."}) + "\n")
    script = _script()
    used = script.judged_sentences(str(tmp_path / "fidelity_blind_*.jsonl"))
    assert used == {"Mara Quint was born in Oslo."}
    for seed in range(5):
        items = script.sample(kg, suite, "news", 2, 0, seed, used)
        assert [item["id"] for item in items] == ["news-fact-f1"]
    assert len(script.sample(kg, suite, "news", 2, 0, 0, set())) == 2
