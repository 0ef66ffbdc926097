"""``hanker kg ...``: statistics and format conversion of knowledge graphs."""

from __future__ import annotations

import json
from pathlib import Path

import click

from hanker.cli.common import echo_table


def load_facts(path: Path) -> list:  # type: ignore[type-arg]
    """Facts from a KG folder (its facts.jsonl), a facts.jsonl file, or an RDF file."""
    from hanker.core.fact import facts_path, iter_facts
    from hanker.kg.rdf import parse_facts

    path = facts_path(path)
    if path.suffix == ".jsonl":
        return list(iter_facts(path))
    return parse_facts(path)


@click.group()
def kg() -> None:
    """Knowledge graphs: facts.jsonl and RDF (Turtle, N-Triples, N-Quads, TriG)."""


@kg.command("stats")
@click.argument("kg_path", metavar="KG", type=click.Path(path_type=Path))
@click.option(
    "--top",
    type=int,
    default=10,
    show_default=True,
    help="How many top entities and relations to list.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
def stats_command(kg_path: Path, top: int, as_json: bool) -> None:
    """Entities, relations, facts, components and top-degree entities of KG (folder, facts.jsonl or RDF).

    For a KG folder built by `hanker build-kg`, also the candidate facts it dropped, by reason.
    """
    from hanker.kg.graph import kg_stats

    stats = kg_stats(load_facts(kg_path), top=top)
    dropped = _dropped(kg_path)
    if dropped:
        stats["dropped"] = dropped
    if as_json:
        click.echo(json.dumps(stats, ensure_ascii=False, indent=2))
        return
    echo_table(
        [
            (k, stats[k])
            for k in ("facts", "entities", "relations", "components", "largest_component")
        ]
    )
    click.echo(
        "top entities: "
        + ", ".join(f"{e['entity']} ({e['degree']})" for e in stats["top_entities"])
    )
    click.echo(
        "top relations: "
        + ", ".join(f"{r['relation']} ({r['facts']})" for r in stats["top_relations"])
    )
    if dropped:
        click.echo(f"dropped candidates by reason ({sum(dropped.values())} in all):")
        rows: list[tuple[str, int]] = sorted(dropped.items(), key=lambda kv: (-kv[1], kv[0]))
        echo_table(rows)


def _dropped(kg_path: Path) -> dict[str, int]:
    """Candidate facts the build dropped, by reason, from the KG folder's manifest (else none)."""
    manifest = (kg_path if kg_path.is_dir() else kg_path.parent) / "manifest.json"
    if not manifest.is_file():
        return {}
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    dropped = data.get("dropped") if isinstance(data, dict) else None
    return {str(k): int(v) for k, v in dropped.items()} if isinstance(dropped, dict) else {}


@kg.command("convert")
@click.argument("kg_path", metavar="KG", type=click.Path(path_type=Path))
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Output file; its suffix picks the syntax (.ttl .nt .nq .trig .jsonl).",
)
def convert_command(kg_path: Path, out: Path) -> None:
    """Convert KG between facts.jsonl and the RDF syntaxes."""
    from hanker.core.errors import ConfigError
    from hanker.core.fact import write_facts
    from hanker.kg.rdf import RDF_FORMATS, write_rdf

    facts = load_facts(kg_path)
    if out.suffix == ".jsonl":
        write_facts(out, facts)
    else:
        fmt = next(
            (name for name, (_, suffix) in RDF_FORMATS.items() if suffix == out.suffix), None
        )
        if fmt is None:
            raise ConfigError(
                f"cannot tell the syntax of {out}; use .ttl, .nt, .nq, .trig or .jsonl"
            )
        write_rdf(out, facts, fmt)
    click.echo(f"wrote {len(facts)} facts to {out}")
