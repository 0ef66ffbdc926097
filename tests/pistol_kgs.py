"""Test support: compile a PISTOL dataset and build its forget and retain KGs (and the test KG).

The tests of the audit and KG stages and ``benchmarks/pistol_audit_quality.py`` all start
from this pair; :func:`build_pistol_kg_pair` is the one place that builds it. It lives with
the tests (not in the library) because it drives the whole pipeline from the top.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class PistolKGPair:
    """Where the compiled dataset and the KGs went; ``test``/``dedupe`` with ``dedupe=True``."""

    dataset: Path
    forget: Path
    retain: Path
    test: Path | None = None
    dedupe: Any = None  # the DedupeResult


def build_pistol_kg_pair(
    root: Path,
    rdf_formats: tuple[str, ...] | None = (),
    dedupe: bool = False,
    **compile_options: Any,
) -> PistolKGPair:
    """Compile into ``root/d``, build ``root/forget`` and ``root/retain`` (rules coref, spaCy).

    ``compile_options`` are :class:`~hanker.pistol.compile.CompileConfig` fields (``seed``,
    ``forget_edges``, ``style``); ``rdf_formats`` None keeps ``BuildConfig``'s default. With
    ``dedupe``, also the test KG ``root/test`` (no RDF).
    """
    from hanker.corpora import ReaderOptions
    from hanker.dedupe import DedupeConfig, dedupe_kgs
    from hanker.extract.build import BuildConfig, build_kg
    from hanker.pistol.compile import CompileConfig, compile_dataset

    dataset = root / "d"
    compile_dataset(CompileConfig(out=dataset, **compile_options))
    formats: dict[str, Any] = {} if rdf_formats is None else {"rdf_formats": rdf_formats}
    for split in ("forget", "retain"):
        build_kg(
            BuildConfig(
                sources=(str(dataset),),
                reader_options=ReaderOptions(split=split),
                out=root / split,
                **formats,
            )
        )
    pair = PistolKGPair(dataset, root / "forget", root / "retain")
    if not dedupe:
        return pair
    result = dedupe_kgs(
        DedupeConfig(forget=pair.forget, retain=pair.retain, out=root / "test", rdf_formats=())
    )
    return PistolKGPair(dataset, pair.forget, pair.retain, root / "test", result)
