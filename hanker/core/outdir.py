"""Owned output folders: a marker, safe ``--overwrite``, and one writer at a time.

Every output folder hanker creates carries a marker file (:data:`MARKER`) that lists the
entries hanker wrote there. ``--overwrite`` removes only folders that carry the marker, and in
them only the listed entries; it refuses the working directory, the home folder, the file-system
root, any folder that holds one of the command's inputs, and any non-empty folder without the
marker. A lock file per output (:func:`output_lock`) keeps two runs from writing one folder;
the second gets one line naming the holder.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from hanker.core.errors import OutputError

MARKER = ".hanker-output"
LOCK = ".hanker-lock"
# Entries that are bookkeeping, never user files and never counted as "content".
_BOOKKEEPING = frozenset({MARKER, LOCK, ".work"})


def _protected(folder: Path) -> str | None:
    """Why ``folder`` may never be emptied, or None."""
    resolved = folder.resolve()
    if resolved == Path(resolved.anchor):
        return "is the file-system root"
    if resolved == Path.home().resolve():
        return "is the home folder"
    if resolved == Path.cwd().resolve():
        return "is the working directory"
    return None


def _holds_input(folder: Path, inputs: Iterable[str | os.PathLike[str]]) -> Path | None:
    """The first input that lies inside ``folder`` (or is it), else None."""
    resolved = folder.resolve()
    for item in inputs:
        path = Path(item).resolve()
        if path == resolved or resolved in path.parents:
            return Path(item)
    return None


def read_marker(folder: Path) -> dict[str, list[str]] | None:
    """The marker's contents, or None when ``folder`` has no (readable) marker."""
    try:
        data = json.loads((folder / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("tool") != "hanker":
        return None
    return {"entries": [str(e) for e in data.get("entries", [])]}


def _write_marker(folder: Path, entries: Iterable[str]) -> None:
    text = json.dumps({"tool": "hanker", "entries": sorted(set(entries))}, indent=2) + "\n"
    (folder / MARKER).write_text(text, encoding="utf-8")


def _content(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name not in _BOOKKEEPING]


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


def _clear_owned(out: Path, inputs: Iterable[str | os.PathLike[str]], option: str) -> None:
    """Remove hanker's own entries of a non-empty ``out`` (refusing protected or foreign folders)."""
    reason = _protected(out)
    held = _holds_input(out, inputs)
    if reason is None and held is not None:
        reason = f"holds the input {held}"
    if reason is not None:
        raise OutputError(f"{out}: {option} {reason}; refusing to overwrite it")
    marker = read_marker(out)
    if marker is None:
        raise OutputError(
            f"{out}: {option} was not written by hanker (no {MARKER} marker); "
            "refusing to overwrite it, choose another folder or empty it yourself"
        )
    owned = set(marker["entries"])
    for entry in _content(out):
        if entry.name in owned:
            _remove(entry)


def prepare_output_dir(
    out: Path,
    *,
    overwrite: bool,
    inputs: Iterable[str | os.PathLike[str]] = (),
    option: str = "--out",
) -> list[str]:
    """Check that ``out`` may be written, clear hanker's own old outputs when overwriting.

    Creates the folder and its marker. Returns the names of the entries that were there before
    and are not hanker's (kept untouched). Raises :class:`OutputError` (one line) when ``out``
    is a file, is a protected folder, holds an input, or is non-empty without ``--overwrite``
    or without the marker.
    """
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise OutputError(f"{out}: {option} exists and is not a directory")
    if out.exists() and _content(out):
        if not overwrite:
            raise OutputError(
                f"{out}: {option} folder is not empty; pass --overwrite to replace it"
            )
        _clear_owned(out, inputs, option)
    elif out.exists():
        held = _holds_input(out, inputs)
        if held is not None:
            raise OutputError(f"{out}: {option} holds the input {held}; choose another folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise OutputError(f"{out}: {option} cannot be created (a parent is a file)") from None
    except OSError as exc:
        raise OutputError(f"{out}: {option} cannot be created ({exc.strerror})") from None
    foreign = [p.name for p in _content(out)]
    marker = read_marker(out)
    _write_marker(out, marker["entries"] if marker else [])
    return foreign


def record_outputs(out: Path, foreign: Iterable[str] = ()) -> None:
    """Mark every entry of ``out`` except ``foreign`` (the user's own) as hanker's."""
    keep = set(foreign)
    _write_marker(out, (p.name for p in _content(out) if p.name not in keep))


def claim_new_dir(folder: Path) -> None:
    """Mark a folder hanker has just created (staging folders) as entirely hanker's."""
    _write_marker(folder, (p.name for p in _content(folder)))


def check_output_file(out: Path, *, overwrite: bool, option: str = "--out") -> None:
    """Check a single output file may be (re)written: a file, not a folder, not in a file."""
    out = Path(out)
    if out.is_dir():
        raise OutputError(f"{out}: {option} is a folder, expected a file path")
    for parent in out.parents:
        if parent.exists() and not parent.is_dir():
            raise OutputError(f"{out}: {option} cannot be created ({parent} is a file)")
    if out.exists() and not overwrite:
        raise OutputError(f"{out}: {option} exists; pass --overwrite to replace it")


def _holder_text() -> str:
    command = " ".join(Path(sys.argv[0]).name.split() + sys.argv[1:3])
    return f"pid {os.getpid()} on {socket.gethostname()} ({command})"


@contextlib.contextmanager
def output_lock(out: Path, *, folder: bool = True, option: str = "--out") -> Iterator[None]:
    """Hold an exclusive lock on the output ``out`` (a folder, or a file) while writing it.

    A folder is created if needed and holds the lock file; a file output is locked through a
    hidden file beside it. A second writer gets an :class:`OutputError` naming the holder's
    process. The lock is the kernel's (``fcntl.flock``), so a killed run leaves no stale lock.
    """
    out = Path(out)
    if folder and out.exists() and not out.is_dir():
        raise OutputError(f"{out}: {option} exists and is not a directory")
    lock_path = out / LOCK if folder else out.with_name(f".{out.name}.lock")
    created = not out.exists()
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = lock_path.open("a+", encoding="utf-8")
    except (FileExistsError, NotADirectoryError):
        raise OutputError(f"{out}: {option} cannot be created (a parent is a file)") from None
    except OSError as exc:
        raise OutputError(f"{out}: {option} cannot be written ({exc.strerror})") from None
    try:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX: no locking
            yield
            return
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            raise OutputError(
                f"{out}: {option} is being written by {holder}; wait for it or choose another folder"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(_holder_text() + "\n")
        handle.flush()
        try:
            yield
        finally:
            handle.seek(0)
            handle.truncate()
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    finally:
        handle.close()
        _release_lock_file(out, lock_path, folder=folder, created=created)


def _release_lock_file(out: Path, lock_path: Path, *, folder: bool, created: bool) -> None:
    """Leave no lock file in a folder hanker does not own, nor an empty folder it created."""
    with contextlib.suppress(OSError):
        if not folder or read_marker(out) is None:
            lock_path.unlink()
        if folder and created and not any(out.iterdir()):
            out.rmdir()
