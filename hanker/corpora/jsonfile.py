"""JSON lists and JSONL files: texts (strings or a named field) or QA pairs."""

from __future__ import annotations

from pathlib import Path

from hanker.core.io import read_json, read_jsonl
from hanker.corpora.base import Corpus, ReaderOptions
from hanker.corpora.rows import parse_rows


def read_json_corpus(source: str, options: ReaderOptions) -> Corpus:
    """A JSON list of strings, of objects with a text field (``--field``, default ``text``), or of QA objects."""
    rows = read_json(source)
    return parse_rows(rows, source, "json", options, Path(source).stem)


def read_jsonl_corpus(source: str, options: ReaderOptions) -> Corpus:
    """A JSONL file, one text object (field ``--field``, default ``text``) or QA object per line."""
    rows = read_jsonl(source)
    return parse_rows(rows, source, "jsonl", options, Path(source).stem)
