"""Small helpers shared by the CLI commands: option parsing and summary tables."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])


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


def rdf_option(default: tuple[str, ...] = ("turtle",)) -> Callable[[F], F]:
    """The ``--rdf`` option shared by the commands that write a KG."""
    return click.option(
        "--rdf",
        "rdf_formats",
        multiple=True,
        default=default,
        show_default=True,
        help="RDF syntaxes to write: turtle, ntriples, nquads, trig, none (comma-separated or repeated).",
    )


def overwrite_option(what: str = "a non-empty output folder") -> Callable[[F], F]:
    """The ``--overwrite`` flag shared by the commands that write outputs."""
    return click.option("--overwrite", is_flag=True, help=f"Replace {what}.")


def parse_rdf_formats(values: Iterable[str]) -> tuple[str, ...]:
    """The ``--rdf`` values as a tuple of syntax names ('none' dropped)."""
    return tuple(f for f in split_csv(values) if f != "none")


def parse_setting(item: str) -> tuple[str, Any]:
    """``NAME=VALUE`` with VALUE read as an int, a float, true/false, or else text."""
    name, sep, raw = item.partition("=")
    if not sep or not name.strip():
        raise click.BadParameter(f"{item!r} must look like NAME=VALUE")
    value: Any = raw
    for cast in (int, float):
        try:
            value = cast(raw)
            break
        except ValueError:
            continue
    if raw.lower() in {"true", "false"}:
        value = raw.lower() == "true"
    return name.strip(), value


def llm_options(f: F) -> F:
    """``--llm-model``, ``--llm-base-url`` and ``--concurrency`` for the LLM-backed backends."""
    f = click.option(
        "--concurrency",
        type=click.IntRange(min=1),
        default=None,
        help="Requests in flight at once to the LLM server (openai backend; default 8).",
    )(f)
    f = click.option(
        "--llm-base-url",
        default=None,
        help="Base URL of an OpenAI-compatible server (default: $OPENAI_BASE_URL, else OpenAI).",
    )(f)
    f = click.option(
        "--llm-model",
        default=None,
        help="Model of the openai/hf LLM backend (default: $HANKER_LLM_MODEL).",
    )(f)
    return f


def llm_settings(
    backend: str, llm_model: str | None, llm_base_url: str | None, concurrency: int | None
) -> tuple[tuple[str, Any], ...]:
    """The client options the LLM flags give, for ``backend`` (openai takes all, hf a model)."""
    given: dict[str, object] = {"model": llm_model}
    if backend == "openai":
        given.update(base_url=llm_base_url, concurrency=concurrency)
    elif backend != "hf" and (llm_model or llm_base_url or concurrency):
        raise click.UsageError(
            "--llm-model/--llm-base-url/--concurrency apply to the openai and hf backends only"
        )
    elif backend == "hf" and (llm_base_url or concurrency):
        raise click.UsageError("--llm-base-url/--concurrency apply to the openai backend only")
    return tuple((k, v) for k, v in given.items() if v is not None)
