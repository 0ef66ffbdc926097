"""Row parsers shared by the file readers and the Hugging Face reader.

A local copy of a dataset and its hub version go through the same parser, so they read
the same way. Each parser takes an iterable of rows (dicts or strings) and returns a
:class:`~hanker.corpora.base.Corpus`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hanker.core.errors import InputError
from hanker.corpora.base import Corpus, Document, QAPair, ReaderOptions


def _qa_document_view(pairs: list[QAPair], group_key: str | None) -> tuple[Document, ...]:
    """One document per QA group (or per pair): 'question answer' lines."""
    groups: dict[str, list[QAPair]] = {}
    for pair in pairs:
        key = (
            str(pair.meta.get(group_key))
            if group_key and pair.meta.get(group_key) is not None
            else pair.id
        )
        groups.setdefault(key, []).append(pair)
    return tuple(
        Document(
            doc_id=key,
            text="\n".join(f"{p.question} {p.answer}" for p in members),
            meta={"derived_from": "qa", "qa_ids": [p.id for p in members]},
        )
        for key, members in groups.items()
    )


def _require_list(rows: Any, source: str) -> list[Any]:
    if not isinstance(rows, list):
        raise InputError(source, f"expected a JSON list, found {type(rows).__name__}")
    if not rows:
        raise InputError(source, "corpus is empty")
    return rows


def parse_qa_rows(
    rows: Iterable[Any],
    source: str,
    reader: str,
    name: str,
    *,
    group_key: str | None = None,
    require: tuple[str, ...] = (),
) -> Corpus:
    """Rows of ``{question, answer, ...}``: MUSE knowmem, TOFU, PISTOL (``edge``), RESTOR-style QA."""
    pairs: list[QAPair] = []
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping):
            raise InputError(
                source,
                f"item {index} is {type(row).__name__}, expected an object with question and answer",
            )
        missing = [k for k in ("question", "answer", *require) if k not in row]
        if missing:
            raise InputError(
                source,
                f"item {index} lacks {', '.join(repr(m) for m in missing)} (has: {', '.join(map(str, row))})",
            )
        answer = row["answer"]
        if isinstance(answer, list):  # MUSE knowmem may list several acceptable answers
            answer = answer[0] if answer else ""
        meta = {k: row[k] for k in row if k not in ("question", "answer", "id")}
        pairs.append(
            QAPair(
                id=str(row.get("id", f"{name}-{index}")),
                question=str(row["question"]),
                answer=str(answer),
                meta=meta,
            )
        )
    if not pairs:
        raise InputError(source, "corpus is empty")
    return Corpus(
        name=name,
        source=source,
        reader=reader,
        documents=_qa_document_view(pairs, group_key),
        qa=tuple(pairs),
    )


def parse_text_rows(
    rows: Iterable[Any], source: str, reader: str, name: str, field: str = "text"
) -> Corpus:
    """Rows that are strings, or objects holding the text in ``field``."""
    docs: list[Document] = []
    for index, row in enumerate(rows):
        if isinstance(row, str):
            text, meta = row, {}
        elif isinstance(row, Mapping):
            if field not in row:
                raise InputError(
                    source,
                    f"item {index} has no field {field!r} (has: {', '.join(map(str, row))}); choose one with --field",
                )
            text = row[field]
            if not isinstance(text, str):
                raise InputError(
                    source, f"item {index}: field {field!r} is {type(text).__name__}, expected text"
                )
            meta = {
                k: v
                for k, v in row.items()
                if k != field and isinstance(v, (str, int, float, bool))
            }
        else:
            raise InputError(
                source, f"item {index} is {type(row).__name__}; expected text or an object"
            )
        doc_id = str(meta.pop("doc_id", meta.get("id", f"{name}-{index}")))
        docs.append(Document(doc_id=doc_id, text=text, meta=meta))
    blank = sum(1 for d in docs if not d.text.strip())
    if blank == len(docs):
        raise InputError(source, "corpus is empty (no non-blank texts)")
    # Blank items are kept so that document ids stay aligned with the source's indices.
    return Corpus(
        name=name,
        source=source,
        reader=reader,
        documents=tuple(docs),
        meta={"blank_documents": blank} if blank else {},
    )


def looks_like_qa(row: Any) -> bool:
    """Whether a row has the QA shape."""
    return isinstance(row, Mapping) and "question" in row and "answer" in row


def parse_rows(
    rows: list[Any], source: str, reader: str, options: ReaderOptions, default_name: str
) -> Corpus:
    """Pick a parser from an explicit ``options.format`` or from the first row's shape."""
    rows = _require_list(rows, source)
    name = options.name or default_name
    fmt = options.format
    first = rows[0]
    if fmt is None:
        if looks_like_qa(first):
            fmt = "pistol" if isinstance(first, Mapping) and "edge" in first else "qa"
        elif (
            isinstance(first, Mapping)
            and "prompt" in first
            and "gt" in first
            and options.field is None
        ):
            fmt = "verbmem"
        else:
            fmt = "text"
    if fmt == "pistol":
        return parse_qa_rows(rows, source, reader, name, group_key="edge", require=("edge",))
    if fmt in {"qa", "tofu"}:
        return parse_qa_rows(rows, source, reader, name)
    if fmt == "verbmem":
        renamed = [
            {"question": r["prompt"], "answer": r["gt"]}
            if isinstance(r, Mapping) and "prompt" in r and "gt" in r
            else r
            for r in rows
        ]
        return parse_qa_rows(renamed, source, reader, name)
    if fmt == "text":
        return parse_text_rows(rows, source, reader, name, field=options.field or "text")
    raise InputError(source, f"unknown row format {fmt!r} (pistol, qa, tofu, verbmem, text)")
