"""MUSE layout (``news/raw/forget.json``, ``knowmem/forget_qa.json``, ``verbmem/forget.json``)."""

from __future__ import annotations

from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.io import read_json
from hanker.corpora.base import Corpus, ReaderOptions
from hanker.corpora.rows import parse_rows

MUSE_SPLITS = {
    "raw": ("forget", "retain1", "retain2", "holdout", "retain2_sample"),
    "knowmem": (
        "forget_qa",
        "retain_qa",
        "forget_qa_icl",
        "retain_qa_icl",
        "retain2_qa",
        "retain2_qa_icl",
    ),
    "verbmem": ("forget",),
}


def read_muse_corpus(source: str, options: ReaderOptions) -> Corpus:
    """A MUSE file, or a MUSE corpus folder plus ``--split SUBSET/SPLIT`` (default ``raw/forget``).

    ``raw`` files are lists of articles, ``knowmem`` files QA pairs, ``verbmem`` files
    ``{prompt, gt}`` continuations (read as QA with the prompt as question).
    """
    path = Path(source)
    if path.is_dir():
        split = options.split or "raw/forget"
        subset, _, name = split.partition("/")
        if subset not in MUSE_SPLITS or not name:
            raise InputError(
                path,
                f"MUSE split {split!r} must look like SUBSET/SPLIT with SUBSET in {', '.join(MUSE_SPLITS)}",
            )
        path = path / subset / f"{name}.json"
    if not path.exists():
        raise InputError(path, "no such MUSE file")
    rows = read_json(path)
    corpus = parse_rows(
        rows, str(path), "muse", options, options.name or f"{path.parent.name}-{path.stem}"
    )
    return corpus.with_meta(subset=path.parent.name)
