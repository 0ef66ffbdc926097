"""``hanker dedupe``: the test KG is the forget KG minus what the retain KG also holds."""

from __future__ import annotations

from pathlib import Path

import click

from hanker.cli.common import echo_table, overwrite_option, parse_rdf_formats, rdf_option, split_csv


@click.command()
@click.argument("forget_kg", type=click.Path(path_type=Path))
@click.argument("retain_kg", type=click.Path(path_type=Path))
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Folder of the test KG and the redundancy report.",
)
@click.option(
    "--levels",
    "-l",
    multiple=True,
    default=("exact,normalized,alias",),
    show_default=True,
    help="Matching levels: exact, normalized, alias, semantic (comma-separated or repeated).",
)
@click.option(
    "--semantic-threshold",
    type=float,
    default=0.9,
    show_default=True,
    help="Cosine at or above which two facts sharing an entity match (semantic level).",
)
@click.option(
    "--semantic-model",
    default=None,
    help="sentence-transformers model or path (default: MiniLM, packaged offline).",
)
@click.option(
    "--examples",
    type=int,
    default=5,
    show_default=True,
    help="Removed facts to show per level in the report.",
)
@rdf_option()
@overwrite_option()
def dedupe(
    forget_kg: Path,
    retain_kg: Path,
    out: Path,
    levels: tuple[str, ...],
    semantic_threshold: float,
    semantic_model: str | None,
    examples: int,
    rdf_formats: tuple[str, ...],
    overwrite: bool,
) -> None:
    """Remove from FORGET_KG the facts RETAIN_KG also holds; write the test KG and a redundancy report.

    FORGET_KG and RETAIN_KG are KG folders (with facts.jsonl), facts.jsonl files or RDF files.
    Each removed fact is counted under the first level that matched it.
    """
    from hanker.dedupe.dedupe import DedupeConfig, dedupe_kgs

    formats = parse_rdf_formats(rdf_formats)
    config = DedupeConfig(
        forget=forget_kg,
        retain=retain_kg,
        out=out,
        levels=split_csv(levels),
        semantic_threshold=semantic_threshold,
        semantic_model=semantic_model,
        examples=examples,
        rdf_formats=formats,
        overwrite=overwrite,
    )
    result = dedupe_kgs(config)
    click.echo(f"test KG -> {result.out} ({result.seconds:.1f} s)")
    rows: list[tuple[str, object]] = [
        ("initial forget facts", result.initial),
        ("retain facts", result.retain_facts),
    ]
    rows += [(f"removed: {level}", count) for level, count in result.removed.items()]
    rows.append(("final facts", result.final))
    echo_table(rows)
    click.echo(f"report: {out / 'redundancy.md'}")
