"""Content fingerprints of input files and folders, for stage hashes and resumption.

A fingerprint covers every regular file under a path (relative name, size and SHA-256 of the
bytes), so editing, replacing or adding an input changes it while touching a file or moving the
whole tree does not. Hashes are cached per process by (path, size, mtime), so a file is read at
most once unless it changes.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from pathlib import Path

from hanker.io import sha256_file

FINGERPRINT_VERSION = "fingerprint.v1"

_CACHE: dict[tuple[str, int, int], str] = {}


def file_digest(path: Path) -> str:
    """SHA-256 of a file, cached while its size and modification time stay the same."""
    stat = path.stat()
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    if key not in _CACHE:
        _CACHE[key] = sha256_file(path)
    return _CACHE[key]


def _files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    found: list[Path] = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found.extend(Path(folder) / n for n in sorted(names) if not n.startswith("."))
    return found


def path_fingerprint(path: str | os.PathLike[str]) -> str:
    """Hex digest of a file's or folder's content; ``missing`` when the path does not exist."""
    root = Path(path)
    if not root.exists():
        return "missing"
    digest = hashlib.sha256(FINGERPRINT_VERSION.encode())
    for file in _files(root):
        name = file.name if root.is_file() else file.relative_to(root).as_posix()
        digest.update(f"{name}\0{file.stat().st_size}\0{file_digest(file)}\n".encode())
    return digest.hexdigest()


def inputs_fingerprint(paths: Iterable[str | os.PathLike[str] | None]) -> dict[str, str]:
    """``{path: fingerprint}`` of the local paths among ``paths`` (hub ids and None skipped)."""
    out: dict[str, str] = {}
    for item in paths:
        if item is None:
            continue
        if Path(item).exists():
            out[str(item)] = path_fingerprint(item)
    return out
