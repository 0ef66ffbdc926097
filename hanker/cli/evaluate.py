"""``hanker evaluate``: answer a suite with each model, judge, count knowledge memorization cases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import echo_table, split_csv
from hanker.core.paths import check_local_source, check_output_folder


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.option(
    "--model",
    "-m",
    "models",
    multiple=True,
    required=True,
    help="Model to audit (repeatable): a local path or hub id (hf), or BACKEND:NAME for any "
    "target backend (hf:PATH, openai:NAME, plugins).",
)
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Folder for records, summary, report and charts.",
)
@click.option(
    "--judge",
    "-j",
    "judges",
    multiple=True,
    default=("rouge,embedding",),
    show_default=True,
    help="Judges from the judge registry: rouge, nli, embedding, plugins (comma-separated or "
    "repeated).",
)
@click.option(
    "--rouge-threshold",
    type=click.FloatRange(0.0, 1.0),
    default=1.0,
    show_default=True,
    help="ROUGE-1 recall at which a case is a KMC.",
)
@click.option(
    "--nli-model",
    default=None,
    help="NLI classifier (hub id or local path; default tasksource/deberta-small-long-nli).",
)
@click.option(
    "--nli-threshold",
    type=click.FloatRange(0.0, 1.0),
    default=0.5,
    show_default=True,
    help="Entailment probability above which a case is a KMC.",
)
@click.option(
    "--embedding-threshold",
    type=click.FloatRange(0.0, 1.0),
    default=0.8,
    show_default=True,
    help="Cosine at which a case is a KMC (embedding judge).",
)
@click.option(
    "--fewshot",
    type=click.Path(path_type=Path),
    default=None,
    help="In-context examples in MUSE's format (e.g. knowmem/forget_qa_icl.json).",
)
@click.option(
    "--compare-suite",
    type=click.Path(path_type=Path),
    default=None,
    help="The undeduplicated suite: also report what redundancy does to the counts.",
)
@click.option(
    "--baseline",
    type=click.Path(path_type=Path),
    default=None,
    help="A baseline QA set (e.g. MUSE knowmem/forget_qa.json): answered too, into OUT/baseline, "
    "and set next to the suite in table3.md (HANKER Table 3).",
)
@click.option(
    "--max-new-tokens",
    type=click.IntRange(min=1),
    default=32,
    show_default=True,
    help="Answer length (MUSE uses 32).",
)
@click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=None,
    help="Questions per generate call (hf; halves on out-of-memory).",
)
@click.option(
    "--chat-template",
    is_flag=True,
    help="Use the tokenizer's chat template (instruction-tuned hf models).",
)
@click.option(
    "--base-url",
    default=None,
    help="OpenAI-compatible server for openai: models (env OPENAI_BASE_URL).",
)
@click.option(
    "--concurrency",
    type=click.IntRange(1, 4096),
    default=64,
    show_default=True,
    help="Requests in flight at once for openai: models (a vLLM or SGLang server takes hundreds).",
)
@click.option(
    "--openai-mode",
    type=click.Choice(["completion", "chat"]),
    default="completion",
    show_default=True,
    help="Endpoint for openai: models.",
)
@click.option(
    "--limit", type=click.IntRange(min=1), default=None, help="Evaluate only the first N cases."
)
def evaluate(
    suite: Path,
    models: tuple[str, ...],
    out: Path,
    judges: tuple[str, ...],
    rouge_threshold: float,
    nli_model: str | None,
    nli_threshold: float,
    embedding_threshold: float,
    fewshot: Path | None,
    compare_suite: Path | None,
    baseline: Path | None,
    max_new_tokens: int,
    batch_size: int | None,
    chat_template: bool,
    base_url: str | None,
    openai_mode: str,
    concurrency: int,
    limit: int | None,
) -> None:
    """Answer SUITE (an audit suite, or a MUSE/TOFU QA file) with every --model and count KMCs.

    Answers are cached per model in OUT/answers/: an interrupted run resumes, and adding a
    model to a finished run answers only for the new one.
    """
    from hanker.evaluate import EvaluateConfig, evaluate_suite
    from hanker.judge import judge_options_from_flat

    check_output_folder(out)
    settings = {
        "max_new_tokens": max_new_tokens,
        "batch_size": batch_size,
        "chat_template": chat_template,
        "base_url": base_url,
        "mode": openai_mode,
        "concurrency": concurrency,
    }
    chosen = split_csv(judges)
    options = judge_options_from_flat(
        {
            "rouge_threshold": rouge_threshold,
            "nli_model": nli_model,
            "nli_threshold": nli_threshold,
            "embedding_threshold": embedding_threshold,
        }
    )
    config = EvaluateConfig(
        suite=suite,
        models=model_specs(models, settings),
        out=out,
        judges=chosen,
        judge_options={name: opts for name, opts in options.items() if name in chosen},
        fewshot=fewshot,
        compare_suite=compare_suite,
        limit=limit,
    )
    _echo_summary(
        evaluate_suite(config) if baseline is None else _with_baseline(config, baseline), out
    )


def _with_baseline(config: Any, baseline: Path) -> dict[str, Any]:
    from hanker.evaluate.baseline import evaluate_with_baseline

    return evaluate_with_baseline(config, baseline)


def model_specs(models: tuple[str, ...], settings: dict[str, Any]) -> tuple[Any, ...]:
    """One ``ModelSpec`` per ``--model``, with the settings its target backend takes."""
    from hanker.evaluate import ModelSpec
    from hanker.models import reads_local_path, target_options

    specs = []
    for text in dict.fromkeys(models):  # a model given twice is answered once
        spec = ModelSpec.parse(text)
        if reads_local_path(spec.backend):
            check_local_source(spec.name, "--model")
        options = target_options(spec.backend, settings)
        specs.append(ModelSpec(spec.name, spec.backend, tuple(sorted(options.items()))))
    return tuple(specs)


def _echo_summary(summary: dict[str, Any], out: Path) -> None:
    from hanker.evaluate.evaluate import headline_mean

    click.echo(f"evaluated {summary['cases']} cases -> {out}")
    rows = []
    for name, entry in summary["models"].items():
        for judge, j in entry["judges"].items():
            mean = headline_mean(j)[1]
            rows.append((name, judge, j["kmc"], f"{j['kmc_rate']:.4f}", f"{mean:.4f}"))
    echo_table(rows, header=("model", "judge", "KMCs", "rate", "mean score"))
    for name, judges_ in summary.get("redundancy", {}).items():
        for judge, c in judges_.items():
            click.echo(
                f"redundancy, {name} / {judge}: KMCs {c['kmc_full']} -> {c['kmc_deduplicated']} ({c['kmc_drop_percent']}% fewer), mean inflated by {c['inflation_percent']}%"
            )
    for row in summary.get("table3", {}).get("rows", []):
        counts = ", ".join(f"{j} {row['baseline'][j]} -> {row['suite'][j]}" for j in row["suite"])
        click.echo(f"baseline -> suite KMCs, {row['model']}: {counts}")
    click.echo(f"report: {out / 'report.md'}")
