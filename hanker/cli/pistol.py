"""``hanker pistol ...``: the PISTOL structural dataset compiler."""

from __future__ import annotations

from pathlib import Path

import click

from hanker.cli.common import echo_table, overwrite_option, parse_rdf_formats, rdf_option, split_csv


@click.group()
def pistol() -> None:
    """PISTOL-style structural datasets: contracts on a controlled graph topology."""


@pistol.command("compile")
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Output folder (must be empty or new).",
)
@click.option(
    "--topology",
    "-t",
    default=None,
    help="Builtin topology (dataset1, dataset2) or an edge list .csv/.json "
    "(columns source,target[,type,source_type,target_type]). Default: dataset1.",
)
@click.option(
    "--edges-from",
    type=click.Path(path_type=Path),
    default=None,
    help="Reproduce the exact topology of a PISTOL QA JSON file (its edge column).",
)
@click.option(
    "--generator",
    "-g",
    default=None,
    help="A networkx generator by name, e.g. barabasi_albert_graph.",
)
@click.option(
    "--param",
    "-p",
    "params",
    multiple=True,
    help="Generator parameter NAME=VALUE (repeatable), e.g. -p n=20 -p m=2.",
)
@click.option(
    "--seed",
    "-s",
    type=int,
    default=0,
    show_default=True,
    help="Seed for every random attribute; same seed, same bytes.",
)
@click.option(
    "--forget-edges",
    "-f",
    "forget_edges",
    multiple=True,
    help="Edges to forget (comma-separated or repeated); also writes the forget/retain/independent splits.",
)
@rdf_option()
@click.option(
    "--name",
    default=None,
    help="Dataset name recorded in outputs and fact provenance (default: the topology name).",
)
@click.option(
    "--style",
    type=click.Choice(["mixed", "classic", "numbered", "termsheet", "recitals", "letter"]),
    default="mixed",
    show_default=True,
    help="Wording family of the contracts; 'mixed' draws one per contract from the seed.",
)
@overwrite_option()
def compile_command(
    out: Path,
    topology: str | None,
    edges_from: Path | None,
    generator: str | None,
    params: tuple[str, ...],
    seed: int,
    forget_edges: tuple[str, ...],
    rdf_formats: tuple[str, ...],
    name: str | None,
    overwrite: bool,
    style: str,
) -> None:
    """Compile a PISTOL-style dataset: one contract per edge, 20 QA pairs each, ground-truth facts.

    \b
    Examples:
      hanker pistol compile --out data/d1 --seed 1 --forget-edges A_C
      hanker pistol compile -t dataset2 --out data/d2
      hanker pistol compile --out data/d1-letters --style letter
      hanker pistol compile --edges-from sample_data_2.json --out data/d2-exact
      hanker pistol compile -g barabasi_albert_graph -p n=30 -p m=2 --out data/ba
    """
    from hanker.pistol.compile import CompileConfig, compile_dataset

    config = CompileConfig(
        out=out,
        topology=topology,
        edges_from=edges_from,
        generator=generator,
        generator_params=params,
        seed=seed,
        forget_edges=split_csv(forget_edges),
        rdf_formats=parse_rdf_formats(rdf_formats),
        name=name,
        overwrite=overwrite,
        style=style,
    )
    result = compile_dataset(config)
    print_compile_summary(result)


def print_compile_summary(result: object) -> None:
    """One-screen summary of a compiled dataset."""
    from hanker.pistol.compile import CompileResult

    assert isinstance(result, CompileResult)
    click.echo(f"compiled {result.name} -> {result.out}")
    rows = [
        ("nodes", result.nodes),
        ("edges (contracts)", result.edges),
        ("QA pairs", result.qa_pairs),
        ("ground-truth facts", result.facts),
        ("components", result.components),
    ]
    rows += [(f"{k} edges", v) for k, v in result.splits.items()]
    echo_table(rows)
    inter = result.stats["edge_interconnectivity"]
    top = sorted(inter, key=lambda e: (-e["deg"], e["edge"]))[:5]
    click.echo(
        "most inter-connected edges: " + ", ".join(f"{e['edge']} (deg {e['deg']})" for e in top)
    )
    click.echo(
        "components: "
        + "; ".join(
            f"{len(c['nodes'])} nodes, {len(c['edges'])} edges, density {c['density']:.2f}"
            for c in result.stats["components"][:6]
        )
    )
