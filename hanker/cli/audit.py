"""``hanker audit``: synthesize the audit suite of a test KG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import echo_table, llm_options, llm_settings


def generator_settings(
    generator: str,
    llm_model: str | None,
    llm_base_url: str | None,
    concurrency: int | None,
    min_case_confidence: float | None,
) -> tuple[tuple[str, Any], ...]:
    """The generator's options: the LLM client's, or the template writer's confidence floor."""
    settings = llm_settings(generator, llm_model, llm_base_url, concurrency)
    if min_case_confidence is None:
        return settings
    if generator != "template":
        raise click.UsageError("--min-case-confidence applies to the template generator only")
    return (*settings, ("min_case_confidence", min_case_confidence))


@click.command()
@click.argument("test_kg", type=click.Path(path_type=Path))
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Suite file to write (JSONL).",
)
@click.option(
    "--generator",
    "-g",
    default="template",
    show_default=True,
    help="Question generator: template (offline), openai, hf.",
)
@llm_options
@click.option(
    "--max-failed-share",
    type=click.FloatRange(0.0, 1.0),
    default=0.05,
    show_default=True,
    help="Fail (exit 3, no suite) when more than this share of facts gets no reply from the LLM.",
)
@click.option(
    "--max-per-fact",
    type=click.IntRange(min=1),
    default=5,
    show_default=True,
    help="At most this many cases per fact.",
)
@click.option(
    "--max-per-sentence",
    type=click.IntRange(min=1),
    default=3,
    show_default=True,
    help="At most this many cases per source sentence.",
)
@click.option(
    "--min-case-confidence",
    type=click.FloatRange(0.0, 1.0),
    default=None,
    help="template: reject cases the case-confidence model scores under this (default: the "
    "model's own threshold; 0 keeps every case the rules pass).",
)
@click.option(
    "--cloze",
    is_flag=True,
    help="Also write cloze cases (kind: cloze, the source sentence with a blank); off by default.",
)
@click.option(
    "--hops",
    type=click.IntRange(1, 2),
    default=1,
    show_default=True,
    help="2: also write multi-hop cases that reach a fact through a bridge entity (hops, path).",
)
@click.option(
    "--include-redundant",
    is_flag=True,
    help="Also write SUITE.full.jsonl with cases for the redundant facts (marked redundant=true).",
)
@click.option(
    "--overwrite",
    is_flag=True,
    help="Replace an existing suite (cached generator replies are reused).",
)
def audit(
    test_kg: Path,
    out: Path,
    generator: str,
    llm_model: str | None,
    llm_base_url: str | None,
    concurrency: int | None,
    max_failed_share: float,
    max_per_fact: int,
    max_per_sentence: int,
    min_case_confidence: float | None,
    cloze: bool,
    hops: int,
    include_redundant: bool,
    overwrite: bool,
) -> None:
    """Write audit cases for every fact of TEST_KG, from the fact and its source passage."""
    from hanker.synth.audit import AuditConfig, build_audit
    from hanker.synth.quality import quality_summary

    result = build_audit(
        AuditConfig(
            test_kg=test_kg,
            out=out,
            generator=generator,
            generator_options=generator_settings(
                generator, llm_model, llm_base_url, concurrency, min_case_confidence
            ),
            max_per_fact=max_per_fact,
            max_per_sentence=max_per_sentence,
            cloze=cloze,
            hops=hops,
            max_failed_share=max_failed_share,
            include_redundant=include_redundant,
            overwrite=overwrite,
        )
    )
    click.echo(f"suite -> {result.out}")
    rows: list[tuple[str, object]] = [
        ("facts", result.facts),
        ("cases", result.cases),
        ("cases per fact", f"{result.cases / result.facts:.2f}" if result.facts else "0"),
        ("facts without a case", result.facts_without_cases),
        ("multi-hop cases", result.multi_hop_cases),
        (
            "generator",
            f"{result.generator['backend']} ({result.generator['model'] or 'no model'}, {result.generator['prompt_version']})",
        ),
    ]
    rows.append(("quality", f"{quality_summary(result.quality)} -> {result.quality_path}"))
    rows += [(f"rejected: {reason}", count) for reason, count in sorted(result.rejections.items())]
    if result.full_suite:
        rows += [
            ("redundant facts", result.redundant_facts),
            ("redundant cases", result.redundant_cases),
            ("full suite", result.full_suite),
        ]
    echo_table(rows)
