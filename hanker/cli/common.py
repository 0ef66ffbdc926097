"""Small helpers shared by the CLI commands: option parsing and summary tables."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import click


def split_csv(values: Iterable[str]) -> tuple[str, ...]:
    """Flatten repeated and comma-separated option values: ``-x a,b -x c`` -> ``(a, b, c)``."""
    out: list[str] = []
    for value in values:
        out.extend(part.strip() for part in value.split(",") if part.strip())
    return tuple(out)


def echo_table(rows: Sequence[Sequence[object]], header: Sequence[str] | None = None) -> None:
    """Print a plain aligned table to stdout."""
    all_rows = [list(map(str, header))] if header else []
    all_rows += [list(map(str, r)) for r in rows]
    if not all_rows:
        return
    widths = [max(len(r[i]) for r in all_rows) for i in range(len(all_rows[0]))]
    for index, row in enumerate(all_rows):
        click.echo(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False)).rstrip()
        )
        if header and index == 0:
            click.echo("  ".join("-" * w for w in widths))
