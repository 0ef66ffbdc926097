"""Coreference resolvers: a document in, replacements (and alias clusters) out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from hanker.text.segment import Sentence


@dataclass(frozen=True)
class Replacement:
    """Replace ``text[start:end]`` of the original document by ``text``."""

    start: int
    end: int
    text: str


@dataclass
class CorefResult:
    """Replacements (non-overlapping) and entity aliases found in one document."""

    replacements: list[Replacement] = field(default_factory=list)
    aliases: dict[str, set[str]] = field(default_factory=dict)
    subject: str | None = (
        None  # the document-level entity (e.g. "Agreement between A and B"), if any
    )


class CorefResolver(Protocol):
    """A coreference backend."""

    name: str
    version: str

    def resolve(self, doc_id: str, text: str, sentences: Sequence[Sentence]) -> CorefResult:
        """Find mentions to replace by their antecedents in one document (sentences carry spaCy parses)."""
        ...


def apply_replacements(sentences: Sequence[Sentence], replacements: Sequence[Replacement]) -> None:
    """Fill each sentence's ``resolved`` text from the document-level replacements."""
    ordered = sorted(replacements, key=lambda r: r.start)
    cursor = 0
    for sentence in sentences:
        sentence.entities = []
        pieces: list[str] = []
        position = sentence.start
        while cursor < len(ordered) and ordered[cursor].end <= sentence.start:
            cursor += 1
        index = cursor
        while index < len(ordered) and ordered[index].start < sentence.end:
            rep = ordered[index]
            if rep.start >= position and rep.end <= sentence.end:
                pieces.append(sentence.text[position - sentence.start : rep.start - sentence.start])
                offset = sum(len(p) for p in pieces)
                name = rep.text.removesuffix("'s")
                sentence.entities.append((offset, offset + len(name)))
                pieces.append(rep.text)
                position = rep.end
            index += 1
        pieces.append(sentence.text[position - sentence.start :])
        sentence.resolved = "".join(pieces)
