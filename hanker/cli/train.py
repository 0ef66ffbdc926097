"""``hanker finetune``: teach a model a QA dataset (and the training options ``hanker unlearn`` shares)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import echo_table
from hanker.core.paths import check_local_source, check_output_folder


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


def pack_options(function: Any) -> Any:
    """``--pack`` and ``--pack-length``."""
    function = click.option(
        "--pack-length",
        type=click.IntRange(min=2),
        default=1024,
        show_default=True,
        help="The most tokens in one packed sequence (with --pack).",
    )(function)
    return click.option(
        "--pack",
        is_flag=True,
        help="Pack each optimizer step's rows into dense sequences (no padding, one forward pass "
        "per model and step; the same gradients). Faster on short QA pairs; needs the memory of "
        "the whole step at once.",
    )(function)


def _check_paths(data: tuple[str, ...], model: str | None, out: Path) -> None:
    for source in data:
        check_local_source(source, "DATA")
    if model:
        check_local_source(model, "--model")
    check_output_folder(out)


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
@pack_options
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
    pack: bool,
    pack_length: int,
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
    from hanker.train import finetune as stage
    from hanker.train.loop import TrainConfig

    _check_paths(data, model, out)
    manifest = stage.finetune(
        stage.FinetuneConfig(
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
                pack=pack,
                pack_length=pack_length,
                precision=precision,
                device=device,
                checkpoint_every=checkpoint_every,
                resume=resume,
                seed=seed,
            ),
        )
    )
    _echo_finetuned(manifest, out, epochs)


def _echo_finetuned(manifest: dict[str, Any], out: Path, epochs: int) -> None:
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
