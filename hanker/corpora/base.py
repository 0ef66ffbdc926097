"""Corpus records and the reader protocol.

Every reader returns a :class:`Corpus`: documents (text for knowledge-graph building) and,
for QA datasets (PISTOL, TOFU, MUSE knowmem), QA pairs. A QA-only dataset also gets a
document view, one text per QA group, flagged with ``derived_from="qa"`` in its meta.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from hanker.core.records import QAPair

# characters that show nothing but split words for the parser ("P\ufeffolice"): a byte-order
# mark left inside a text, zero-width spaces, the word joiner and the soft hyphen
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u2060\u00ad"))


def visible_text(text: str) -> str:
    """The text without invisible characters (see ``_INVISIBLE``)."""
    return text.translate(_INVISIBLE)


@dataclass(frozen=True)
class Document:
    """A text of a corpus; invisible characters are dropped when it is made."""

    doc_id: str
    text: str
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", visible_text(self.text))


@dataclass(frozen=True)
class Corpus:
    """What a reader read: documents, QA pairs, and where they came from."""

    name: str
    source: str
    reader: str
    documents: tuple[Document, ...] = ()
    qa: tuple[QAPair, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)

    def with_meta(self, **extra: Any) -> Corpus:
        """A copy with ``extra`` merged into ``meta`` (None values dropped)."""
        return replace(
            self, meta={**self.meta, **{k: v for k, v in extra.items() if v is not None}}
        )

    def qa_groups(self, key: str = "edge") -> dict[str, list[QAPair]]:
        """QA pairs grouped by a meta field (PISTOL edges by default), in order of appearance."""
        groups: dict[str, list[QAPair]] = {}
        for pair in self.qa:
            groups.setdefault(str(pair.meta.get(key)), []).append(pair)
        return groups

    def summary(self) -> dict[str, Any]:
        """Counts for a one-screen report."""
        return {
            "name": self.name,
            "source": self.source,
            "reader": self.reader,
            "documents": len(self.documents),
            "qa_pairs": len(self.qa),
            "characters": sum(len(d.text) for d in self.documents),
            **dict(self.meta),
        }


@dataclass(frozen=True)
class ReaderOptions:
    """Options a reader may use; each reader documents the ones it reads."""

    field: str | None = None
    config: str | None = None
    split: str | None = None
    name: str | None = None
    format: str | None = None


class CorpusReader(Protocol):
    """A corpus reader: turns a source (path or dataset id) into a :class:`Corpus`."""

    def __call__(self, source: str, options: ReaderOptions) -> Corpus:
        """Read ``source``; raise :class:`hanker.core.errors.InputError` naming the source on bad input."""
        ...
