"""Progress bars for long work: tqdm on a terminal, silent otherwise or when ``HANKER_PROGRESS=0``."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")


def progress_enabled() -> bool:
    """Whether progress bars should be drawn (stderr is a terminal and not switched off)."""
    setting = os.environ.get("HANKER_PROGRESS", "auto").lower()
    if setting in {"0", "false", "off", "no"}:
        return False
    if setting in {"1", "true", "on", "yes"}:
        return True
    return sys.stderr.isatty()


def progress(
    iterable: Iterable[T], desc: str, total: int | None = None, unit: str = "it"
) -> Iterator[T]:
    """Wrap ``iterable`` in a tqdm bar on stderr when progress is enabled."""
    if not progress_enabled():
        yield from iterable
        return
    from tqdm.auto import tqdm

    yield from tqdm(iterable, desc=desc, total=total, unit=unit, leave=False, dynamic_ncols=True)
