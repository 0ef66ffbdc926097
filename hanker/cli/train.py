"""``hanker finetune`` and ``hanker unlearn``: teach a model a QA dataset, then make it forget part of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import echo_table, parse_setting, split_csv
from hanker.paths import check_local_source, check_output_folder
from hanker.unlearn import METHODS


def precision_option(function: Any) -> Any:
    """``--precision`` and ``--device``, shared by the training commands."""
    function = click.option(
        "--device", default=None, help="Device (cuda, cuda:1, cpu); default: cuda when available."
    )(function)
    return click.option(
        "--precision",
        type=click.Choice(["auto", "fp32", "bf16"]),
        default="auto",
        show_default=True,
        help="bf16 mixed precision (auto: where the GPU has it; fp32 on CPU).",
    )(function)


def lora_options(function: Any) -> Any:
    """``--lora`` and ``--lora-rank``."""
    function = click.option(
        "--lora-rank",
        type=click.IntRange(min=1),
        default=8,
        show_default=True,
        help="Rank of the LoRA adapter (with --lora).",
    )(function)
    return click.option(
        "--lora",
        is_flag=True,
        help="Train a LoRA adapter (peft) instead of every weight; OUT holds the adapter.",
    )(function)


def _sweep_rates(text: str) -> list[float]:
    """``--lr-sweep`` as positive numbers."""
    rates = []
    for item in split_csv([text]):
        try:
            rate = float(item)
        except ValueError:
            raise click.BadParameter(f"{item!r} is not a number", param_hint="--lr-sweep") from None
        if not rate > 0:
            raise click.BadParameter(f"{item!r} must be positive", param_hint="--lr-sweep")
        rates.append(rate)
    if not rates:
        raise click.BadParameter("give at least one rate", param_hint="--lr-sweep")
    return rates


def _hyperparameters(params: tuple[str, ...]) -> dict[str, float]:
    """``-p NAME=VALUE`` method settings; every value must be a number."""
    out: dict[str, float] = {}
    for item in params:
        name, value = parse_setting(item)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise click.BadParameter(f"{item!r}: the value must be a number", param_hint="--param")
        out[name] = float(value)
    return out


@click.command()
@click.argument("data", nargs=-1, required=True)
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Folder of the fine-tuned model (and finetune.json, checkpoints while it runs).",
)
@click.option("--model", "-m", default=None, help="Starting model (hub id or folder).")
@click.option(
    "--init",
    "init",
    type=click.Choice(["tiny"]),
    default=None,
    help="Create a small GPT-2 and tokenizer from the data instead (offline work).",
)
@click.option(
    "--split", default=None, help="Split of DATA (TOFU split, compiled PISTOL forget|retain, ...)."
)
@click.option(
    "--mode",
    type=click.Choice(["auto", "qa", "text"]),
    default="auto",
    show_default=True,
    help="qa: loss on the answers of QA pairs; text: on every token of the documents; auto: qa when DATA has pairs.",
)
@click.option(
    "--block-size",
    type=click.IntRange(min=1),
    default=256,
    show_default=True,
    help="Tokens per block (text mode).",
)
@click.option(
    "--epochs",
    type=click.IntRange(min=1),
    default=80,
    show_default=True,
    help="Passes over the data.",
)
@click.option(
    "--lr",
    "learning_rate",
    type=click.FloatRange(min=0.0, min_open=True),
    default=2e-3,
    show_default=True,
    help="Peak learning rate (one-cycle: warm-up, then decay).",
)
@click.option(
    "--warmup",
    type=click.FloatRange(0.0, 1.0, max_open=True),
    default=0.1,
    show_default=True,
    help="Share of the steps spent warming up.",
)
@click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=16,
    show_default=True,
    help="Examples per micro-batch.",
)
@click.option(
    "--grad-accumulation",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Micro-batches per optimizer step (effective batch = batch size x this).",
)
@lora_options
@precision_option
@click.option(
    "--checkpoint-every",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Save resumable state every N epochs (0: never); removed when the run finishes.",
)
@click.option("--resume", is_flag=True, help="Continue from the last checkpoint in OUT.")
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Seed of initialisation and shuffling."
)
def finetune(
    data: tuple[str, ...],
    out: Path,
    model: str | None,
    init: str | None,
    split: str | None,
    mode: str,
    block_size: int,
    epochs: int,
    learning_rate: float,
    warmup: float,
    batch_size: int,
    grad_accumulation: int,
    lora: bool,
    lora_rank: int,
    precision: str,
    device: str | None,
    checkpoint_every: int,
    resume: bool,
    seed: int,
) -> None:
    """Teach a causal LM the QA pairs (or the text) of DATA, then report its ROUGE-1 recall on the training QA.

    DATA is one or more datasets: PISTOL or TOFU QA files, audit suites, compiled PISTOL
    folders, or text corpora (--mode text). Writes the model and finetune.json to OUT.
    """
    from hanker.models.finetune import FinetuneConfig
    from hanker.models.finetune import finetune as run_finetune
    from hanker.models.train import TrainConfig

    for source in data:
        check_local_source(source, "DATA")
    if model:
        check_local_source(model, "--model")
    check_output_folder(out)

    manifest = run_finetune(
        FinetuneConfig(
            sources=data,
            out=out,
            model=model,
            init=init,
            split=split,
            mode=mode,
            block_size=block_size,
            train=TrainConfig(
                epochs=epochs,
                learning_rate=learning_rate,
                warmup_fraction=warmup,
                batch_size=batch_size,
                grad_accumulation=grad_accumulation,
                lora=lora,
                lora_rank=lora_rank,
                precision=precision,
                device=device,
                checkpoint_every=checkpoint_every,
                resume=resume,
                seed=seed,
            ),
        )
    )
    click.echo(f"fine-tuned -> {out}")
    rows = [
        ("mode", manifest["mode"]),
        ("QA pairs" if manifest["mode"] == "qa" else "documents", manifest["examples"]),
        ("epochs", epochs),
        ("device / precision", f"{manifest['device']} / {manifest['precision']}"),
        ("final loss", f"{manifest['final_loss']:.4f}"),
        ("seconds", manifest["seconds"]),
    ]
    if manifest["resumed_from_epoch"]:
        rows.append(("resumed after epoch", manifest["resumed_from_epoch"]))
    if "rouge1_recall" in manifest:
        rows.append(("ROUGE-1 recall on the training QA", f"{manifest['rouge1_recall']:.4f}"))
    echo_table(rows)


@click.command()
@click.argument("data")
@click.option("--model", "-m", required=True, help="The model to unlearn from (folder or hub id).")
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    required=True,
    help="Folder of the unlearned model.",
)
@click.option(
    "--method",
    type=click.Choice(METHODS.names()),
    required=True,
    help="Unlearning method (registry: hanker.unlearn.METHODS).",
)
@click.option(
    "--forget-edges",
    multiple=True,
    help="PISTOL edges to forget (the rest of DATA is the retain set).",
)
@click.option(
    "--forget-split",
    default=None,
    help="Split of DATA to forget (TOFU forget10, compiled PISTOL forget).",
)
@click.option(
    "--retain",
    "retain_source",
    default=None,
    help="Retain set (file or dataset); default: the rest of DATA.",
)
@click.option(
    "--retain-split",
    default=None,
    help="Split of the retain set (TOFU retain90, compiled PISTOL retain or independent).",
)
@click.option(
    "--retain-independent",
    is_flag=True,
    help="With --forget-edges: retain only the independent edges (no node shared with a forgotten edge).",
)
@click.option(
    "--lr",
    "learning_rate",
    type=click.FloatRange(min=0.0, min_open=True),
    default=1e-5,
    show_default=True,
    help="Learning rate of the unlearning run.",
)
@click.option(
    "--lr-sweep",
    default=None,
    help="Comma-separated rates: run each, keep the one that forgets most with retain ROUGE-1 >= --retain-threshold (OUT/best).",
)
@click.option(
    "--retain-threshold",
    type=click.FloatRange(0.0, 1.0),
    default=0.8,
    show_default=True,
    help="Retain ROUGE-1 recall a swept rate must keep.",
)
@click.option(
    "--epochs",
    type=click.IntRange(min=1),
    default=20,
    show_default=True,
    help="Passes over the forget set.",
)
@click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=4,
    show_default=True,
    help="Forget (and retain) examples per micro-batch.",
)
@click.option(
    "--grad-accumulation",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Micro-batches per optimizer step.",
)
@click.option(
    "--param",
    "-p",
    "params",
    multiple=True,
    help="Method hyperparameter NAME=VALUE (npo/dpo/simnpo: beta; gd/dpo/npo/simnpo/rmu: retain_weight; ukl: kl_weight; simnpo: delta, forget_weight; rmu: layer, steering_coeff, forget_weight, updated_layers; task_vector: alpha).",
)
@click.option(
    "--idk-file",
    type=click.Path(exists=True, dir_okay=False),
    default=None,
    help="DPO's refusal answers, one per line: the benchmark's idontknow.jsonl (TOFU, PISTOL); "
    "hanker's own list when not given.",
)
@lora_options
@precision_option
def unlearn_command(
    data: str,
    model: str,
    out: Path,
    method: str,
    forget_edges: tuple[str, ...],
    forget_split: str | None,
    retain_source: str | None,
    retain_split: str | None,
    retain_independent: bool,
    learning_rate: float,
    lr_sweep: str | None,
    retain_threshold: float,
    epochs: int,
    batch_size: int,
    grad_accumulation: int,
    params: tuple[str, ...],
    idk_file: str | None,
    lora: bool,
    lora_rank: int,
    precision: str,
    device: str | None,
) -> None:
    """Unlearn part of DATA from MODEL with an unlearning method; report forget and retain ROUGE-1 recall."""
    from hanker.corpora.pairs import independent_edges_of, read_pairs
    from hanker.errors import ConfigError
    from hanker.unlearn.trainer import UnlearnConfig, unlearn_to_folder

    check_local_source(data, "DATA")
    check_local_source(model, "--model")
    check_output_folder(out)
    if lr_sweep:
        _sweep_rates(lr_sweep)  # checked before any data or model is read
    edges = split_csv(forget_edges)
    if bool(edges) == bool(forget_split):
        raise ConfigError("choose the forget set with --forget-edges or --forget-split")
    forget = read_pairs(data, forget_split, edges)
    if retain_independent and (not edges or retain_source or retain_split):
        raise ConfigError(
            "--retain-independent works with --forget-edges, without --retain/--retain-split"
        )
    if retain_source or retain_split:
        retain = read_pairs(retain_source or data, retain_split)
    elif retain_independent:
        independent = independent_edges_of(data, edges)
        if not independent:
            raise ConfigError(f"no edge of {data} is independent of {', '.join(edges)}")
        retain = read_pairs(data, None, independent)
    elif edges:
        retain = read_pairs(data, None, edges, exclude=True)
    else:
        raise ConfigError("give the retain set with --retain/--retain-split")
    config = UnlearnConfig(
        method=method,
        learning_rate=learning_rate,
        epochs=epochs,
        batch_size=batch_size,
        grad_accumulation=grad_accumulation,
        hyperparameters=_hyperparameters(params),
        lora=lora,
        lora_rank=lora_rank,
        precision=precision,
        device=device,
        idk_file=idk_file,
    )
    if lr_sweep:
        from hanker.unlearn.sweep import lr_sweep as sweep

        rates = _sweep_rates(lr_sweep)
        summary = sweep(model, out, forget, retain, config, rates, retain_threshold)
        rows = [
            (
                f"lr {r['learning_rate']:g}",
                f"forget {r['forget_rouge1']:.4f}",
                f"retain {r['retain_rouge1']:.4f}",
            )
            for r in summary["runs"]
        ]
        echo_table(rows, header=("run", "forget ROUGE-1", "retain ROUGE-1"))
        best = summary["best"]
        click.echo(
            f"best: lr {best['learning_rate']:g} -> {out / 'best'}"
            if best
            else f"no rate kept retain ROUGE-1 >= {retain_threshold}"
        )
        return
    manifest = unlearn_to_folder(model, out, forget, retain, config)
    click.echo(f"unlearned ({manifest['method_version']}) -> {out}")
    scores = manifest["rouge1_recall"]
    echo_table(
        [
            ("forget pairs", len(forget)),
            ("retain pairs", len(retain)),
            ("forget ROUGE-1 recall", f"{scores['forget']:.4f}"),
            ("retain ROUGE-1 recall", f"{scores['retain']:.4f}"),
        ]
    )
