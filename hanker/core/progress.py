"""Progress bars for long work: tqdm on a terminal, silent otherwise or when ``HANKER_PROGRESS=0``."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

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


class StepBar:
    """A bar over optimizer steps that shows the running loss; silent when progress is off."""

    def __init__(self, total: int, desc: str, initial: int = 0) -> None:
        self._bar: Any = None
        if progress_enabled():
            from tqdm.auto import tqdm

            self._bar = tqdm(
                total=total,
                initial=initial,
                desc=desc,
                unit="step",
                leave=False,
                dynamic_ncols=True,
            )

    def step(self, loss: float, **extra: Any) -> None:
        """Advance one step and show ``loss`` (and any ``extra`` values)."""
        if self._bar is not None:
            self._bar.update(1)
            self._bar.set_postfix(loss=f"{loss:.4f}", **extra, refresh=False)

    def close(self) -> None:
        """Remove the bar."""
        if self._bar is not None:
            self._bar.close()

    def __enter__(self) -> StepBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


THIRD_PARTY_LOGGERS = (
    "httpcore",
    "httpx",
    "openai",
    "urllib3",
    "filelock",
    "fsspec",
    "huggingface_hub",
    "matplotlib",
    "PIL",
    "asyncio",
    "datasets",
    "transformers",
    "torch",
)


def quiet_third_parties(debug_deps: bool = False) -> None:
    """Make libraries follow hanker's settings: their bars obey ``HANKER_PROGRESS``, their
    warnings (``attention_mask`` and the like) and debug logs stay off unless ``debug_deps``.

    Only environment variables and logger levels are set, so nothing heavy is imported.
    """
    import logging

    if not progress_enabled():
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # transformers reads it too
    if debug_deps:
        return
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
    for name in THIRD_PARTY_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
