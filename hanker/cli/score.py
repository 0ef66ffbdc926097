"""``hanker score``: PISTOL, TOFU and RESTOR metrics of a model, as JSON and a Markdown table."""

from __future__ import annotations

from pathlib import Path

import click

from hanker.cli.common import split_csv


@click.command()
@click.option(
    "--model",
    "-m",
    required=True,
    help="Model to score (folder or hub id); with --restor, the unlearned model or its answers (.jsonl).",
)
@click.option(
    "--pistol",
    "pistol_data",
    default=None,
    help="PISTOL QA file or compiled folder: score forget, retained and independent edges.",
)
@click.option("--forget-edges", multiple=True, help="PISTOL edges that were unlearned.")
@click.option(
    "--factual", default=None, help="PISTOL's factual set (factual_data.json) to score as well."
)
@click.option(
    "--tofu",
    "tofu_dir",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder with TOFU's *_perturbed.jsonl files.",
)
@click.option(
    "--restor",
    "restor_dir",
    type=click.Path(path_type=Path),
    default=None,
    help="RESTOR folder (facts.json, entities.json): outcome shares of --model against --clean and --corrupted.",
)
@click.option(
    "--muse",
    "muse_dir",
    type=click.Path(path_type=Path),
    default=None,
    help="MUSE corpus folder (knowmem/, verbmem/, privleak/): VerbMem, KnowMem, PrivLeak, exact memorization and extraction strength (--limit N: first N items of each set).",
)
@click.option(
    "--retrain-auc",
    type=float,
    default=None,
    help="MUSE: the retrained model's Min-40%% AUC for PrivLeak (default for MUSE-News: its shipped 0.4772).",
)
@click.option(
    "--retrain-model",
    default=None,
    help="MUSE: a retrained model whose Min-40%% AUC PrivLeak is relative to.",
)
@click.option("--clean", default=None, help="RESTOR: the clean model, or its answers (.jsonl).")
@click.option(
    "--corrupted", default=None, help="RESTOR: the corrupted model, or its answers (.jsonl)."
)
@click.option(
    "--all-entities",
    is_flag=True,
    help="RESTOR: every entity of facts.json, not only those of entities.json.",
)
@click.option("--forget-split", default="forget10", show_default=True, help="TOFU forget split.")
@click.option(
    "--retain-result",
    type=click.Path(path_type=Path),
    default=None,
    help="TOFU forget quality reference: score.json of a retain-only model, or a published "
    "TOFU eval log (eval_log_aggregated.json, with eval_log_forget.json).",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    default=None,
    help="Score only the first N questions of each set (TOFU's evaluation: 300).",
)
@click.option(
    "--prompt-format",
    type=click.Choice(["qa", "phi", "llama2", "llama3", "chat"]),
    default="qa",
    show_default=True,
    help="How a question becomes a prompt: qa (hanker's fine-tuning format), phi (TOFU's "
    "'Question: ...\nAnswer: '), llama2 ('[INST] ... [/INST]', the released TOFU/PISTOL "
    "Llama-2 models), llama3 (Llama-3 Instruct's turns, no system turn), chat (the model's own "
    "chat template).",
)
@click.option(
    "--max-new-tokens",
    type=click.IntRange(min=1),
    default=None,
    help="Generation limit (default as the benchmark: PISTOL 512, TOFU 200; no stop strings).",
)
@click.option(
    "--ranks",
    type=click.Choice(["generation", "teacher-forced"]),
    default="generation",
    show_default=True,
    help="PISTOL MRR/top-hit: ranks in the scores of greedy generation (PISTOL's code) or "
    "under teacher forcing (hanker's former definition, reported as pistol-teacher-forced.v1).",
)
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Folder for score.json and score.md.",
)
def score(
    model: str,
    pistol_data: str | None,
    forget_edges: tuple[str, ...],
    factual: str | None,
    tofu_dir: Path | None,
    restor_dir: Path | None,
    muse_dir: Path | None,
    retrain_auc: float | None,
    retrain_model: str | None,
    clean: str | None,
    corrupted: str | None,
    all_entities: bool,
    forget_split: str,
    retain_result: Path | None,
    limit: int | None,
    prompt_format: str,
    max_new_tokens: int | None,
    ranks: str,
    out: Path,
) -> None:
    """Score MODEL with PISTOL's metrics (ROUGE-1, MRR, top-hit, deviation score), TOFU's table, RESTOR's outcomes or MUSE's metrics.

    Writes score.json (results, resolved config, versions) and score.md to OUT.
    """
    from hanker.metrics.score_run import ScoreConfig, score_model

    config = ScoreConfig(
        model=model,
        out=out,
        pistol=pistol_data,
        forget_edges=split_csv(forget_edges),
        factual=factual,
        tofu=tofu_dir,
        restor=restor_dir,
        muse=muse_dir,
        retrain_auc=retrain_auc,
        retrain_model=retrain_model,
        clean=clean,
        corrupted=corrupted,
        all_entities=all_entities,
        forget_split=forget_split,
        retain_result=retain_result,
        limit=limit,
        prompt_format=prompt_format,
        max_new_tokens=max_new_tokens,
        ranks=ranks,
    )
    _result, table = score_model(config)
    click.echo(table, nl=False)
