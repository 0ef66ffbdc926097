"""``hanker corpus ...``: read a corpus the way every other command will, and show what was read."""

from __future__ import annotations

import json

import click

from hanker.cli.common import echo_table


@click.group()
def corpus() -> None:
    """Corpus readers: text, JSON/JSONL, Hugging Face datasets, PISTOL, TOFU, MUSE."""


@corpus.command("readers")
def readers_command() -> None:
    """List the corpus readers."""
    from hanker.corpora import READERS

    echo_table(
        [(name, READERS.describe(name)) for name in READERS.names()], header=("reader", "reads")
    )


@corpus.command("inspect")
@click.argument("source")
@click.option(
    "--reader",
    "-r",
    default="auto",
    show_default=True,
    help="Reader name (see `hanker corpus readers`).",
)
@click.option("--field", default=None, help="Text field of JSON/JSONL/HF rows (default: text).")
@click.option(
    "--config", "hf_config", default=None, help="Hugging Face dataset config (e.g. forget10, raw)."
)
@click.option(
    "--split",
    default=None,
    help="Split: HF split, TOFU split, MUSE SUBSET/SPLIT, compiled PISTOL forget|retain|independent.",
)
@click.option(
    "--format",
    "row_format",
    default=None,
    help="Force a row format: pistol, qa, tofu, verbmem, text.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option(
    "--show", type=int, default=2, show_default=True, help="Print this many example records."
)
def inspect_command(
    source: str,
    reader: str,
    field: str | None,
    hf_config: str | None,
    split: str | None,
    row_format: str | None,
    as_json: bool,
    show: int,
) -> None:
    """Read SOURCE (a path or a Hugging Face id) and summarize it."""
    from hanker.corpora import ReaderOptions, read_corpus

    options = ReaderOptions(field=field, config=hf_config, split=split, format=row_format)
    result = read_corpus(source, reader=reader, options=options)
    summary = result.summary()
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False, indent=2))
        return
    echo_table(list(summary.items()))
    groups = result.qa_groups("edge") if result.qa and "edge" in result.qa[0].meta else {}
    if groups:
        sizes = sorted({len(v) for v in groups.values()})
        click.echo(f"edges: {len(groups)} (QA per edge: {', '.join(map(str, sizes))})")
    for pair in result.qa[:show]:
        click.echo(f"Q: {pair.question}\nA: {pair.answer}")
    if not result.qa:
        for doc in result.documents[:show]:
            snippet = " ".join(doc.text.split())[:160]
            click.echo(f"[{doc.doc_id}] {snippet}")
