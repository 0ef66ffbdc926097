"""TOFU splits (``forget10.jsonl``, ``retain90.jsonl``, ``*_perturbed.jsonl``): QA with perturbed answers."""

from __future__ import annotations

from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.io import read_json, read_jsonl
from hanker.corpora.base import Corpus, ReaderOptions
from hanker.corpora.rows import parse_qa_rows


def read_tofu_corpus(source: str, options: ReaderOptions) -> Corpus:
    """A TOFU split file, or a TOFU folder plus ``--split NAME`` (e.g. ``forget10``)."""
    path = Path(source)
    if path.is_dir():
        split = options.split or "forget10"
        path = path / f"{split}.jsonl"
    if not path.exists():
        raise InputError(path, "no such TOFU split file")
    rows = read_jsonl(path) if path.suffix == ".jsonl" else read_json(path)
    if not isinstance(rows, list):
        raise InputError(path, f"expected a JSON list, found {type(rows).__name__}")
    corpus = parse_qa_rows(rows, str(path), "tofu", options.name or path.stem)
    return corpus.with_meta(split=path.stem)
