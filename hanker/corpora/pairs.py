"""The question/answer pairs and texts that training, unlearning and scoring take from a corpus."""

from __future__ import annotations

from collections.abc import Sequence

from hanker.corpora import ReaderOptions, read_corpus
from hanker.errors import InputError
from hanker.models.base import FewShot


def read_pairs(
    source: str, split: str | None = None, edges: Sequence[str] = (), exclude: bool = False
) -> list[FewShot]:
    """QA pairs of ``source`` (its ``split``), kept (or, with ``exclude``, dropped) by PISTOL edge."""
    corpus = read_corpus(source, options=ReaderOptions(split=split))
    chosen = [q for q in corpus.qa if not edges or ((q.meta.get("edge") in edges) != exclude)]
    if not chosen:
        raise InputError(source, "no question/answer pairs selected")
    return [FewShot(q.question, q.answer) for q in chosen]


def read_training_data(source: str, split: str | None = None) -> tuple[list[FewShot], list[str]]:
    """(QA pairs, document texts) of ``source``, read once (fine-tuning picks one of them)."""
    corpus = read_corpus(source, options=ReaderOptions(split=split))
    pairs = [FewShot(q.question, q.answer) for q in corpus.qa]
    texts = [d.text for d in corpus.documents if d.text.strip()]
    if not pairs and not texts:
        raise InputError(source, "holds neither question/answer pairs nor text")
    return pairs, texts


def independent_edges_of(data: str, edges: Sequence[str]) -> tuple[str, ...]:
    """The edges of the PISTOL dataset ``data`` (QA file or compiled folder) sharing no node with ``edges``."""
    from pathlib import Path

    from hanker.pistol.stats import independent_edges
    from hanker.pistol.topology import from_pistol_file, load_topology

    path = Path(data)
    topology = (
        load_topology(edges_from=path) if path.is_file() else from_pistol_file(path / "qa.json")
    )
    return tuple(independent_edges(topology, list(edges)))
