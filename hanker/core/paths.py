"""Local paths versus hub ids: a path that looks local is never sent to the Hugging Face hub.

``org/name`` may be a hub id, but ``./x``, ``../x``, ``/x``, ``~/x``, ``a/b/c``, ``a\\b`` and
``corpora/forget`` when ``corpora/`` exists here are local paths; when they do not exist the user
made a typo, and waiting for hub retries only to be told "Repo id must be in the form..." helps
no one. :func:`check_local_source` turns that case into one line naming the option.
"""

from __future__ import annotations

import os
from pathlib import Path

from hanker.core.errors import InputError, OutputError


def looks_local(reference: str) -> bool:
    """Whether ``reference`` can only be meant as a local path (never a hub id)."""
    text = str(reference)
    if not text:
        return False
    if text.startswith(("/", "./", "../", "~", ".\\", "..\\")) or text in {".", ".."}:
        return True
    if "\\" in text or text.count("/") >= 2 or text.endswith("/"):
        return True
    first = text.split("/", 1)[0]
    return "/" in text and Path(first).is_dir()


def check_local_source(reference: str | os.PathLike[str], option: str) -> None:
    """Raise :class:`InputError` when ``reference`` looks local and does not exist."""
    text = os.fspath(reference)
    if looks_local(text) and not Path(text).expanduser().exists():
        parent = Path(text).expanduser().parent
        what = "no such file or folder" if parent.is_dir() else f"no such folder {parent}"
        raise InputError(text, f"{what} ({option}; a local path, not a hub id)")


def check_output_folder(out: str | os.PathLike[str], option: str = "--out") -> None:
    """Raise :class:`OutputError` (one line) when ``out`` is a file or lies inside a file."""
    path = Path(out)
    if path.exists() and not path.is_dir():
        raise OutputError(f"{path}: {option} exists and is not a directory")
    for parent in path.parents:
        if parent.exists() and not parent.is_dir():
            raise OutputError(f"{path}: {option} cannot be created ({parent} is a file)")
