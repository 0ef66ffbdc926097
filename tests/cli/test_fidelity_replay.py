"""benchmarks/fidelity_replay.py --full-documents: which texts the replay writes."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from tests.benchmark_scripts import load_script


def _script() -> ModuleType:
    return load_script("fidelity_replay")


def test_full_documents_picks_whole_articles_and_falls_back_to_passages() -> None:
    articles = [
        "The mill closed in May. Its owner, Ada Brook,\nsold the land.",
        "A ferry ran late on Sunday.",
        "The council met twice. It voted against the plan.",
    ]
    rows = [
        {"source_sentence": "Its owner, Ada Brook, sold the land.", "passage": "p1"},
        {"source_sentence": "It voted against the plan.", "passage": "p2"},
        {"source_sentence": "It voted against the plan.", "passage": "p2"},
        {"source_sentence": "No article says this.", "passage": "p3"},
    ]
    texts, missing = _script().full_documents(rows, articles)
    assert texts == [articles[0], articles[2], "p3"]
    assert missing == 1


def test_articles_reads_strings_and_text_objects(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.json"
    corpus.write_text('["one", {"text": "two"}]', encoding="utf-8")
    assert _script()._articles(corpus) == ["one", "two"]
