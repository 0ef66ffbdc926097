"""Corpus readers (one registry) and :func:`read_corpus`, which picks one by looking at the source."""

from __future__ import annotations

import json
from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.registry import Registry
from hanker.corpora.base import Corpus, CorpusReader, Document, QAPair, ReaderOptions

READERS: Registry[CorpusReader] = Registry("corpus reader", group="hanker.readers")
READERS.register(
    "text", "hanker.corpora.text:read_text_corpus", "a .txt/.md file or a folder of them"
)
READERS.register(
    "json",
    "hanker.corpora.jsonfile:read_json_corpus",
    "JSON list of texts, text objects or QA objects",
)
READERS.register(
    "jsonl",
    "hanker.corpora.jsonfile:read_jsonl_corpus",
    "JSONL, one text object (--field) or QA object per line",
)
READERS.register(
    "hf",
    "hanker.corpora.hf:read_hf_corpus",
    "Hugging Face dataset id or local dataset folder (--config, --split)",
)
READERS.register(
    "pistol", "hanker.corpora.pistol:read_pistol_corpus", "PISTOL QA file {question, answer, edge}"
)
READERS.register(
    "pistol-compiled",
    "hanker.corpora.pistol:read_compiled_pistol",
    "folder from `hanker pistol compile` (--split)",
)
READERS.register(
    "tofu", "hanker.corpora.tofu:read_tofu_corpus", "TOFU split file or folder (--split forget10)"
)
READERS.register(
    "muse",
    "hanker.corpora.muse:read_muse_corpus",
    "MUSE file or corpus folder (--split raw/forget)",
)

__all__ = [
    "READERS",
    "Corpus",
    "CorpusReader",
    "Document",
    "QAPair",
    "ReaderOptions",
    "detect_reader",
    "read_corpus",
]


def _first_jsonl_row(path: Path) -> object:
    try:
        with path.open("r", encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    return json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None  # the reader itself reports the precise problem
    return None


def detect_reader(source: str) -> str:
    """Guess the reader for ``source`` from its form and, for JSON, its first record."""
    if source.startswith("hf:"):
        return "hf"
    path = Path(source)
    if path.is_dir():
        from hanker.corpora.pistol import is_compiled_pistol

        if is_compiled_pistol(path):
            return "pistol-compiled"
        if (path / "raw").is_dir() and (path / "knowmem").is_dir():
            return "muse"
        if any(path.glob("forget*.jsonl")) and any(path.glob("retain*.jsonl")):
            return "tofu"
        return "text"
    if path.exists():
        suffix = path.suffix.lower()
        if suffix == ".jsonl":
            row = _first_jsonl_row(path)
            return (
                "tofu"
                if isinstance(row, dict) and "question" in row and "answer" in row
                else "jsonl"
            )
        if suffix == ".json":
            return "json"  # row shape (PISTOL, QA, verbmem, texts) is decided by the row parser
        return "text"
    if source.count("/") == 1 and not source.startswith((".", "/")) and not path.suffix:
        return "hf"
    raise InputError(
        source, "no such file or folder (and not a Hugging Face dataset id like owner/name)"
    )


def read_corpus(
    source: str | Path, reader: str = "auto", options: ReaderOptions | None = None
) -> Corpus:
    """Read a corpus with the named reader, or the detected one when ``reader`` is ``auto``."""
    src = str(source)
    name = detect_reader(src) if reader == "auto" else reader
    return READERS.get(name)(src, options or ReaderOptions())
