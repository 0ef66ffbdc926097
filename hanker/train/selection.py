"""The question/answer pairs and texts that training, unlearning and scoring take from a corpus.

Which pairs a model forgets and which it keeps is one :class:`ForgetRetainSelection`, for
unlearn, score and run: a list of :class:`PairSource` per set (forget, retain,
independent). ``hanker unlearn`` and ``hanker score --pistol`` build it from their options
with :meth:`ForgetRetainSelection.from_options`; ``hanker run`` builds it from its stages
(the PISTOL splits and the audit suites).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hanker.core.errors import ConfigError, InputError
from hanker.core.records import FewShot
from hanker.corpora import ReaderOptions, read_corpus


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


@dataclass(frozen=True)
class PairSource:
    """QA pairs from one source: a split, a PISTOL edge filter, or an audit suite's cases.

    With ``suite``, ``source`` is an audit suite (or any QA file) read as QA, and
    ``redundant`` keeps only the cases with that flag (None: all); an empty result is
    allowed. Otherwise the pairs of ``split``, kept (or with ``exclude`` dropped) by PISTOL
    ``edges``; an empty result is an input error.
    """

    source: str
    split: str | None = None
    edges: tuple[str, ...] = ()
    exclude: bool = False
    suite: bool = False
    redundant: bool | None = None

    def read(self) -> list[FewShot]:
        """The pairs this source selects."""
        if not self.suite:
            return read_pairs(self.source, self.split, self.edges, exclude=self.exclude)
        cases = read_corpus(self.source, options=ReaderOptions(format="qa")).qa
        return [
            FewShot(c.question, c.answer)
            for c in cases
            if (self.redundant is None or bool(c.meta.get("redundant")) == self.redundant)
            and int(c.meta.get("hops") or 1) == 1  # multi-hop cases probe; they are never taught
        ]


def _read(sources: tuple[PairSource, ...]) -> list[FewShot]:
    return [pair for source in sources for pair in source.read()]


@dataclass(frozen=True)
class ForgetRetainSelection:
    """The forget set, the retain set and (PISTOL) the independent set, as lists of sources."""

    forget: tuple[PairSource, ...]
    retain: tuple[PairSource, ...] = ()
    independent: tuple[PairSource, ...] = ()

    @classmethod
    def from_options(
        cls,
        data: str,
        forget_edges: tuple[str, ...] = (),
        forget_split: str | None = None,
        retain: str | None = None,
        retain_split: str | None = None,
        retain_independent: bool = False,
        with_independent: bool = False,
    ) -> ForgetRetainSelection:
        """The selection the CLI options describe (``--forget-edges`` or ``--forget-split``, ...).

        The retain set is ``retain``/``retain_split`` when given, else the independent edges
        (``retain_independent``), else the rest of ``data`` (with ``forget_edges``). With
        ``with_independent``, the independent edges (no node shared with a forgotten edge)
        are the third set. Wrong combinations are a :class:`ConfigError`, raised before any
        file is read.
        """
        if bool(forget_edges) == bool(forget_split):
            raise ConfigError("choose the forget set with --forget-edges or --forget-split")
        if retain_independent and (not forget_edges or retain or retain_split):
            raise ConfigError(
                "--retain-independent works with --forget-edges, without --retain/--retain-split"
            )
        if not (retain or retain_split or forget_edges):
            raise ConfigError("give the retain set with --retain/--retain-split")
        forget = (PairSource(data, forget_split, forget_edges),)
        independent = (
            cls._independent(data, forget_edges, required=retain_independent)
            if retain_independent or with_independent
            else ()
        )
        if retain or retain_split:
            kept: tuple[PairSource, ...] = (PairSource(retain or data, retain_split),)
        elif retain_independent:
            kept = independent
        else:
            kept = (PairSource(data, None, forget_edges, exclude=True),)
        return cls(forget, kept, independent if with_independent else ())

    @staticmethod
    def _independent(
        data: str, forget_edges: tuple[str, ...], required: bool
    ) -> tuple[PairSource, ...]:
        edges = independent_edges_of(data, forget_edges)
        if not edges:
            if required:
                raise ConfigError(f"no edge of {data} is independent of {', '.join(forget_edges)}")
            return ()
        return (PairSource(data, None, edges),)

    def read(self) -> tuple[list[FewShot], list[FewShot]]:
        """(forget pairs, retain pairs)."""
        return _read(self.forget), _read(self.retain)

    def read_sets(self) -> dict[str, list[FewShot]]:
        """``forget``, ``retain`` and ``independent`` pairs by name (the scoring sets)."""
        forget, retain = self.read()
        return {"forget": forget, "retain": retain, "independent": _read(self.independent)}

    def describe(self) -> dict[str, Any]:
        """The sources of each set, for manifests."""
        return {
            name: [
                {k: v for k, v in vars(s).items() if v not in (None, (), False)} for s in sources
            ]
            for name, sources in (
                ("forget", self.forget),
                ("retain", self.retain),
                ("independent", self.independent),
            )
        }
