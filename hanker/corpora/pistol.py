"""PISTOL data: the published QA files (``{question, answer, edge}``) and ``hanker pistol compile`` folders."""

from __future__ import annotations

from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.io import read_json, read_jsonl
from hanker.corpora.base import Corpus, Document, ReaderOptions
from hanker.corpora.rows import parse_qa_rows

COMPILED_SPLITS = ("all", "forget", "retain", "independent")


def read_pistol_corpus(source: str, options: ReaderOptions) -> Corpus:
    """A PISTOL QA file: QA pairs grouped by ``edge``, plus one derived document per edge."""
    rows = read_json(source)
    if not isinstance(rows, list):
        raise InputError(
            source,
            f"expected a JSON list of {{question, answer, edge}}, found {type(rows).__name__}",
        )
    if not rows:
        raise InputError(source, "corpus is empty")
    corpus = parse_qa_rows(
        rows,
        source,
        "pistol",
        options.name or Path(source).stem,
        group_key="edge",
        require=("edge",),
    )
    edges = list(corpus.qa_groups("edge"))
    return corpus.with_meta(edges=len(edges))


def is_compiled_pistol(path: Path) -> bool:
    """Whether ``path`` is a folder written by ``hanker pistol compile``."""
    manifest = path / "manifest.json"
    if not manifest.is_file():
        return False
    data = read_json(manifest)
    return isinstance(data, dict) and str(data.get("format", "")).startswith("pistol-dataset")


def read_compiled_pistol(source: str, options: ReaderOptions) -> Corpus:
    """A compiled PISTOL folder; ``--split forget|retain|independent`` picks a split (default all)."""
    root = Path(source)
    if not is_compiled_pistol(root):
        raise InputError(
            root, "not a compiled PISTOL folder (no manifest.json with a pistol-dataset format)"
        )
    split = options.split or "all"
    if split not in COMPILED_SPLITS:
        raise InputError(
            root, f"unknown split {split!r}; choose one of {', '.join(COMPILED_SPLITS)}"
        )
    if split == "all":
        doc_file, qa_file = root / "documents.jsonl", root / "qa.json"
    else:
        doc_file, qa_file = (
            root / "splits" / f"{split}_corpus.jsonl",
            root / "splits" / f"{split}_qa.json",
        )
        if not doc_file.exists():
            raise InputError(root, "was compiled without --forget-edges, so it has no splits")
    documents = tuple(
        Document(
            doc_id=str(row["doc_id"]),
            text=str(row["text"]),
            meta={k: v for k, v in row.items() if k not in ("doc_id", "text")},
        )
        for row in read_jsonl(doc_file)
    )
    qa_rows = read_json(qa_file)
    name = options.name or (f"{root.name}-{split}" if split != "all" else root.name)
    qa = (
        parse_qa_rows(qa_rows, str(qa_file), "pistol-compiled", name, group_key="edge").qa
        if qa_rows
        else ()
    )
    return Corpus(
        name=name,
        source=str(root),
        reader="pistol-compiled",
        documents=documents,
        qa=qa,
        meta={"split": split},
    )
