"""Segmentation: documents -> blocks (lines and paragraphs) -> sentences (spaCy) -> chunks.

Blocks are split at newlines first, so headings and list items never merge into the
sentence after them; spaCy then splits each block into sentences. Chunks are runs of
consecutive sentences of one document up to ``max_chars`` (what the extractor can take).
All offsets are character offsets into the original document text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hanker.text.headings import split_headings

_BLOCK = re.compile(r"[^\n]+")
# "Seller's registered address: 052 Ssjuxh Street": a label line with no sentence end inside is
# one sentence, however the parser splits it (it may cut before a capitalized value)
_LABEL_BLOCK = re.compile(r"^[ \t]*[A-Z][^:\n]{0,60}:[ \t]+\S(?:(?![.!?][ \t]+[A-Z]).){0,200}$")


@dataclass
class Sentence:
    """A sentence of a document: its span, text, and (while processing) its spaCy parse."""

    doc_id: str
    index: int
    start: int
    end: int
    text: str
    resolved: str = ""
    parse: Any = field(default=None, repr=False, compare=False)
    entities: list[tuple[int, int]] = field(
        default_factory=list
    )  # spans of inserted antecedents in ``resolved``


@dataclass
class Chunk:
    """Consecutive sentences of one document, handed to an extractor as one unit."""

    corpus: str
    doc_id: str
    chunk_id: str
    sentences: list[Sentence]
    subject: str | None = None  # what the document is about, when coreference found it (a contract)

    @property
    def start(self) -> int:
        return self.sentences[0].start

    @property
    def end(self) -> int:
        return self.sentences[-1].end

    @property
    def resolved_text(self) -> str:
        """The coreference-resolved text of the chunk (sentences joined by spaces)."""
        return " ".join(s.resolved or s.text for s in self.sentences)


def blocks(text: str) -> Iterator[tuple[int, str]]:
    """Non-blank lines of ``text`` with their start offsets; a run-in section heading
    (``HARBOURS The new pier opened.``) is a block of its own (see ``headings``)."""
    for match in _BLOCK.finditer(text):
        if match.group(0).strip():
            yield from split_headings(match.start(), match.group(0))


def parse_documents(
    nlp: Any, texts: Sequence[tuple[str, str]], batch_size: int = 64, n_process: int = 1
) -> Iterator[tuple[str, list[Sentence]]]:
    """For each ``(doc_id, text)``: the doc id and its sentences (``parse`` holds each one's spaCy ``Span``).

    All blocks of all documents go through one ``nlp.pipe`` call, so spaCy batches across documents.
    """
    flat: list[tuple[int, int, str]] = []  # (document position, block start, block text)
    for position, (_doc_id, text) in enumerate(texts):
        flat.extend((position, start, block) for start, block in blocks(text))
    parsed = nlp.pipe((block for _, _, block in flat), batch_size=batch_size, n_process=n_process)
    by_doc: dict[int, list[tuple[int, Any]]] = {}
    for (position, start, _block), doc in zip(flat, parsed, strict=True):
        by_doc.setdefault(position, []).append((start, doc))
    for position, (doc_id, _text) in enumerate(texts):
        sentences: list[Sentence] = []
        for start, doc in by_doc.get(position, []):
            whole = _LABEL_BLOCK.match(doc.text) is not None and len(doc) > 0
            for span in [doc[:]] if whole else doc.sents:
                if not span.text.strip():
                    continue
                sentences.append(
                    Sentence(
                        doc_id=doc_id,
                        index=len(sentences),
                        start=start + span.start_char,
                        end=start + span.end_char,
                        text=span.text,
                        parse=span,
                    )
                )
        yield doc_id, sentences


def make_chunks(
    corpus: str,
    doc_id: str,
    sentences: Iterable[Sentence],
    max_chars: int,
    subject: str | None = None,
) -> list[Chunk]:
    """Group sentences into chunks of at most ``max_chars`` characters (a longer sentence stands alone)."""
    chunks: list[Chunk] = []
    current: list[Sentence] = []
    size = 0
    for sentence in sentences:
        length = len(sentence.resolved or sentence.text) + 1
        if current and size + length > max_chars:
            chunks.append(Chunk(corpus, doc_id, f"{doc_id}#{len(chunks)}", current, subject))
            current, size = [], 0
        current.append(sentence)
        size += length
    if current:
        chunks.append(Chunk(corpus, doc_id, f"{doc_id}#{len(chunks)}", current, subject))
    return chunks
