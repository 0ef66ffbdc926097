"""Fast streaming of fact triples out of ``facts.jsonl`` files, for redundancy removal at scale.

hanker writes facts.jsonl with a fixed key order (``fact_id, head, relation, tail, ...``), so
the triple can be cut out of each line by one anchored regex match instead of a JSON parse. A line that does not fit (another key order, a JSON escape inside the triple) takes
the slow path: a full JSON parse, after which its strings are re-encoded, so both paths
yield the same raw UTF-8 bytes for the same triple.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hanker.core.errors import InputError

Triple = tuple[bytes, bytes, bytes]

_FACT_ID = re.compile(rb'"fact_id": ?"([^"\\]*)"')


def loads(data: bytes | str) -> Any:
    """JSON parse (orjson when available)."""
    try:
        import orjson

        return orjson.loads(data)
    except ImportError:  # pragma: no cover - orjson is a dependency
        import json

        return json.loads(data)


def dumps(obj: Any) -> bytes:
    """Compact JSON bytes (orjson when available)."""
    try:
        import orjson

        return bytes(orjson.dumps(obj))
    except ImportError:  # pragma: no cover
        import json

        return json.dumps(obj, ensure_ascii=False).encode()


def fact_id_bytes(line: bytes) -> bytes | None:
    """The raw ``fact_id`` of a facts.jsonl line, without parsing the rest."""
    match = _FACT_ID.search(line)
    return match.group(1) if match else None


def _slow_triple(path: Path, line: bytes, index: int) -> Triple:
    try:
        row = loads(line)
        triple = (row["head"], row["relation"], row["tail"])
    except (ValueError, KeyError, TypeError):
        raise InputError(path, f"line {index + 1} is not a fact record") from None
    if not all(isinstance(x, str) for x in triple):
        raise InputError(path, f"line {index + 1} is not a fact record")
    return triple[0].encode(), triple[1].encode(), triple[2].encode()


_PREFIX = re.compile(
    rb'\{"fact_id": ?"[^"\\]*", ?"head": ?"([^"\\]*)", ?"relation": ?"([^"\\]*)", ?"tail": ?"([^"\\]*)"'
)


def _fast_triples(lines: list[bytes]) -> list[Triple | None]:
    """Cut triples out of lines written as ``{"fact_id": "..", "head": "..", "relation": "..", "tail": "..", ...``.

    ``None`` marks a line that needs the JSON parser (another layout, or an escape in the triple).
    """
    return [m.groups() if m is not None else None for m in map(_PREFIX.match, lines)]  # type: ignore[misc]


def iter_triples(
    path: Path, chunk_size: int = 1 << 24
) -> Iterator[tuple[list[int], list[bytes], list[Triple]]]:
    """Batches of aligned lists: line indices (0-based), line bytes, and (head, relation, tail) as UTF-8 bytes.

    Blank lines are skipped (their indices are not listed).
    """
    index = 0
    with path.open("rb") as handle:
        rest = b""
        while True:
            block = handle.read(chunk_size)
            data = rest + block
            if block:
                cut = data.rfind(b"\n") + 1
                if not cut:
                    rest = data
                    continue  # a single line longer than the chunk: keep reading
                data, rest = data[: cut - 1], data[cut:]
            else:
                rest = b""
            if data:
                lines = data.split(b"\n")
                triples = _fast_triples(lines)
                indices = list(range(index, index + len(lines)))
                index += len(lines)
                if None in triples:
                    keep = []
                    for position, (line, triple) in enumerate(zip(lines, triples, strict=True)):
                        if triple is None and line.strip():
                            triples[position] = _slow_triple(path, line, indices[position])
                        keep.append(triples[position] is not None)
                    lines = [x for x, k in zip(lines, keep, strict=True) if k]
                    indices = [x for x, k in zip(indices, keep, strict=True) if k]
                    triples = [x for x, k in zip(triples, keep, strict=True) if k]
                yield indices, lines, triples  # type: ignore[misc]
            if not block:
                break


def fetch_rows(path: Path, indices: set[int]) -> dict[int, dict[str, Any]]:
    """Parse only the lines at ``indices`` (0-based) of a JSONL file."""
    found: dict[int, dict[str, Any]] = {}
    if not indices:
        return found
    with path.open("rb") as handle:
        for index, line in enumerate(handle):
            if index in indices:
                found[index] = loads(line)
                if len(found) == len(indices):
                    break
    return found
