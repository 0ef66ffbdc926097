"""Atomic writes and the JSON/JSONL conventions used by every output.

Outputs are written to a temporary file beside the target and renamed into place, so a
crash never leaves a half-written file. JSON is written with a fixed key order and a
trailing newline so that the same inputs give the same bytes.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from hanker.core.errors import InputError

_UMASK = os.umask(0)
os.umask(_UMASK)


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """Yield a temporary path in the target's folder; rename it onto ``path`` on success."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    os.chmod(tmp, 0o666 & ~_UMASK)
    try:
        yield tmp
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            tmp.unlink()


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """Atomically write UTF-8 text (LF line endings)."""
    with atomic_path(path) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="\n")


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Atomically write bytes."""
    with atomic_path(path) as tmp:
        tmp.write_bytes(data)


def dumps_json(obj: Any) -> str:
    """Canonical pretty JSON: two-space indent, UTF-8 characters kept, trailing newline."""
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def write_json(path: str | os.PathLike[str], obj: Any) -> None:
    """Atomically write ``obj`` as canonical JSON."""
    write_text(path, dumps_json(obj))


def write_jsonl(path: str | os.PathLike[str], rows: Iterable[Any]) -> int:
    """Atomically write one compact JSON object per line; return the number of rows."""
    count = 0
    with atomic_path(path) as tmp, tmp.open("w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
            count += 1
    return count


def read_text(path: str | os.PathLike[str]) -> str:
    """Read UTF-8 text, turning the usual failures into an :class:`InputError`."""
    p = Path(path)
    if not p.exists():
        raise InputError(p, "no such file")
    if p.is_dir():
        raise InputError(p, "is a directory, expected a file")
    try:
        return p.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(p, f"not valid UTF-8 (byte {exc.start}: {exc.reason})") from None
    except OSError as exc:
        raise InputError(p, f"cannot be read ({exc.strerror})") from None


def read_json(path: str | os.PathLike[str]) -> Any:
    """Parse a JSON file, naming the file and the position on a syntax error."""
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            path, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None


def iter_jsonl(path: str | os.PathLike[str]) -> Iterator[Any]:
    """Stream the objects of a JSONL file; blank lines are skipped."""
    p = Path(path)
    if not p.exists():
        raise InputError(p, "no such file")
    try:
        with p.open("r", encoding="utf-8") as handle:
            for lineno, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as exc:
                    raise InputError(p, f"line {lineno} is not valid JSON ({exc.msg})") from None
    except UnicodeDecodeError as exc:
        raise InputError(p, f"not valid UTF-8 (byte {exc.start}: {exc.reason})") from None


def read_jsonl(path: str | os.PathLike[str]) -> list[Any]:
    """Read a whole JSONL file into a list."""
    return list(iter_jsonl(path))


def sha256_file(path: str | os.PathLike[str]) -> str:
    """Hex SHA-256 of a file's bytes."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
