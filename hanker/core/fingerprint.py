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

from hanker.core.io import sha256_file

FINGERPRINT_VERSION = "fingerprint.v1"

_CACHE: dict[tuple[str, int, int], str] = {}


def file_digest(path: Path, known: dict[str, str] | None = None) -> str:
    """SHA-256 of a file, reused while its size and modification time stay the same.

    ``known`` is a caller's persistent cache (``"path|size|mtime" -> hash``, e.g. kept in a run
    state file) so a rerun hashes only the files whose size or time changed.
    """
    stat = path.stat()
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    text_key = f"{key[0]}|{key[1]}|{key[2]}"
    if key not in _CACHE:
        _CACHE[key] = (known or {}).get(text_key) or sha256_file(path)
    if known is not None:
        known[text_key] = _CACHE[key]
    return _CACHE[key]


def _files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    found: list[Path] = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found.extend(Path(folder) / n for n in sorted(names) if not n.startswith("."))
    return found


def path_fingerprint(path: str | os.PathLike[str], known: dict[str, str] | None = None) -> str:
    """Hex digest of a file's or folder's content; ``missing`` when the path does not exist."""
    root = Path(path)
    if not root.exists():
        return "missing"
    digest = hashlib.sha256(FINGERPRINT_VERSION.encode())
    for file in _files(root):
        name = file.name if root.is_file() else file.relative_to(root).as_posix()
        digest.update(f"{name}\0{file.stat().st_size}\0{file_digest(file, known)}\n".encode())
    return digest.hexdigest()


def inputs_fingerprint(
    paths: Iterable[str | os.PathLike[str] | None], known: dict[str, str] | None = None
) -> dict[str, str]:
    """``{path: fingerprint}`` of the local paths among ``paths`` (hub ids and None skipped)."""
    out: dict[str, str] = {}
    for item in paths:
        if item is None:
            continue
        if Path(item).exists():
            out[str(item)] = path_fingerprint(item, known)
    return out


def external_paths(resolved: object, inside: Path) -> list[str]:
    """Existing paths named anywhere in a resolved config, except those under ``inside``."""
    found: list[str] = []
    root = inside.resolve()
    stack = [resolved]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, (list, tuple)):
            stack.extend(value)
        elif isinstance(value, (str, Path)) and str(value) and len(str(value)) < 4096:
            path = Path(value)
            try:
                if path.exists() and root not in path.resolve().parents and path.resolve() != root:
                    found.append(str(value))
            except OSError:
                continue
    return sorted(set(found))
