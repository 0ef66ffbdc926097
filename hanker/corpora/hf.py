"""Hugging Face datasets through ``datasets.load_dataset`` (hub ids or local dataset folders).

Known benchmark ids are parsed with the same row parser as their local copies:
``xinchiqiu/PISTOL`` (PISTOL QA), ``locuslab/TOFU`` (TOFU QA; ``--config forget10``),
``muse-bench/MUSE-News`` and ``muse-bench/MUSE-Books`` (``--config raw|knowmem|verbmem``,
``--split forget`` ...). Any other dataset is parsed by row shape, with ``--field`` naming
the text column.
"""

from __future__ import annotations

from typing import Any

from hanker.core.errors import DependencyError, InputError
from hanker.corpora.base import Corpus, ReaderOptions
from hanker.corpora.rows import parse_rows

KNOWN_FORMATS = {
    "xinchiqiu/pistol": "pistol",
    "locuslab/tofu": "tofu",
    "muse-bench/muse-news": None,  # raw -> text, knowmem -> qa, verbmem -> verbmem (by row shape)
    "muse-bench/muse-books": None,
}
DEFAULT_SPLITS = {"locuslab/tofu": "train", "xinchiqiu/pistol": "train"}


def _load(dataset_id: str, options: ReaderOptions) -> Any:
    try:
        import datasets
    except ImportError as exc:  # pragma: no cover - datasets is a core dependency
        raise DependencyError("the hf corpus reader needs the 'datasets' package") from exc
    split = options.split or DEFAULT_SPLITS.get(dataset_id.lower())
    try:
        return datasets.load_dataset(dataset_id, options.config, split=split)
    except FileNotFoundError as exc:
        raise InputError(dataset_id, f"dataset not found ({exc})") from None
    except ValueError as exc:
        raise InputError(dataset_id, f"cannot load this config/split: {exc}") from None
    except Exception as exc:  # network, auth and builder errors have many types
        hint = (
            " (the hub is unreachable here; use a local copy or a local dataset folder)"
            if "offline" in str(exc).lower() or "connect" in str(exc).lower()
            else ""
        )
        raise InputError(
            dataset_id, f"load_dataset failed: {type(exc).__name__}: {exc}{hint}"
        ) from None


def read_hf_corpus(source: str, options: ReaderOptions) -> Corpus:
    """Load ``source`` (``hf:`` prefix optional) and parse its rows."""
    dataset_id = source.removeprefix("hf:")
    loaded = _load(dataset_id, options)
    if (hasattr(loaded, "keys") and not hasattr(loaded, "column_names")) or isinstance(
        getattr(loaded, "column_names", None), dict
    ):
        splits = list(loaded.keys())
        if len(splits) != 1:
            raise InputError(
                dataset_id, f"has several splits ({', '.join(splits)}); choose one with --split"
            )
        loaded = loaded[splits[0]]
    rows = [dict(row) for row in loaded]
    fmt = options.format or KNOWN_FORMATS.get(dataset_id.lower())
    resolved = ReaderOptions(
        field=options.field,
        config=options.config,
        split=options.split,
        name=options.name,
        format=fmt,
    )
    default_name = "-".join(
        x for x in (dataset_id.split("/")[-1], options.config, options.split) if x
    )
    corpus = parse_rows(rows, dataset_id, "hf", resolved, default_name)
    meta = {"hf_config": options.config, "hf_split": options.split}
    return corpus.with_meta(**{k: v for k, v in meta.items() if v})
