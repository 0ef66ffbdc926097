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
    from hanker.corpora.pairs import independent_edges_of, read_pairs
    from hanker.errors import ConfigError
    from hanker.io import write_json, write_text
    from hanker.metrics.score import (
        PISTOL_MAX_NEW_TOKENS,
        TOFU_MAX_NEW_TOKENS,
        TOFU_QUESTIONS_PER_SET,
        markdown_table,
        score_pistol,
        score_tofu,
    )

    if sum(map(bool, (pistol_data, tofu_dir, restor_dir, muse_dir))) != 1:
        raise ConfigError(
            "give one of --pistol DATA, --tofu FOLDER, --restor FOLDER or --muse FOLDER"
        )
    if muse_dir:
        from hanker.metrics.muse_score import muse_markdown, score_muse

        result = score_muse(model, muse_dir, retrain_auc, retrain_model, limit)
        write_json(out / "score.json", result)
        write_text(out / "score.md", muse_markdown(result))
        click.echo(muse_markdown(result), nl=False)
        return
    if restor_dir:
        from hanker.metrics.restor_score import (
            load_restor_facts,
            restor_from_sources,
            restor_markdown,
        )

        if not (clean and corrupted):
            raise ConfigError("--restor needs --clean and --corrupted (models or answer files)")
        facts = load_restor_facts(restor_dir, all_entities, limit)
        result = restor_from_sources(
            facts, {"clean": clean, "corrupted": corrupted, "unlearned": model}, out
        )
        result["benchmark"] = "restor"
        result["config"].update(
            {"restor": str(restor_dir), "all_entities": all_entities, "limit": limit}
        )
        write_json(out / "score.json", result)
        write_text(out / "score.md", restor_markdown(result))
        click.echo(restor_markdown(result), nl=False)
        return
    if pistol_data:
        edges = split_csv(forget_edges)
        if not edges:
            raise ConfigError("--pistol needs --forget-edges")
        independent = independent_edges_of(pistol_data, edges)
        sets = {
            "forget": read_pairs(pistol_data, None, edges),
            "retain": read_pairs(pistol_data, None, edges, exclude=True),
            "independent": read_pairs(pistol_data, None, independent) if independent else [],
        }
        if factual:
            sets["factual"] = read_pairs(factual)
        result = score_pistol(
            model,
            sets,
            ranks=ranks,
            prompt_format=prompt_format,
            max_new_tokens=max_new_tokens or PISTOL_MAX_NEW_TOKENS,
        )
        result["config"] = {"data": pistol_data, "forget_edges": list(edges), "factual": factual}
    else:
        assert tofu_dir is not None
        result = score_tofu(
            model,
            tofu_dir,
            forget_split,
            retain_result,
            limit or TOFU_QUESTIONS_PER_SET,
            prompt_format=prompt_format,
            max_new_tokens=max_new_tokens or TOFU_MAX_NEW_TOKENS,
        )
        result["config"] = {
            "tofu": str(tofu_dir),
            "forget_split": forget_split,
            "retain_result": str(retain_result) if retain_result else None,
            "limit": limit,
        }
    write_json(out / "score.json", result)
    table = markdown_table(result)
    write_text(out / "score.md", table)
    click.echo(table, nl=False)
