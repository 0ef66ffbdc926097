"""``hanker unlearn``: make a fine-tuned model forget part of its data with an unlearning method."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import echo_table, parse_setting, split_csv
from hanker.cli.train import lora_options, pack_options, precision_option
from hanker.core.paths import check_local_source, check_output_folder
from hanker.train.methods import METHODS


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
    help="Unlearning method (registry: hanker.train.methods.METHODS).",
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
@pack_options
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
    pack: bool,
    pack_length: int,
    precision: str,
    device: str | None,
) -> None:
    """Unlearn part of DATA from MODEL with an unlearning method; report forget and retain ROUGE-1 recall."""
    from hanker.train.selection import ForgetRetainSelection
    from hanker.train.unlearn import UnlearnConfig, unlearn_to_folder

    _check_inputs(data, model, out, lr_sweep, method, pack)
    selection = ForgetRetainSelection.from_options(
        data,
        forget_edges=split_csv(forget_edges),
        forget_split=forget_split,
        retain=retain_source,
        retain_split=retain_split,
        retain_independent=retain_independent,
    )
    forget, retain = selection.read()
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
        pack=pack,
        pack_length=pack_length,
    )
    if lr_sweep:
        _sweep(model, out, (forget, retain), config, _sweep_rates(lr_sweep), retain_threshold)
        return
    manifest = unlearn_to_folder(model, out, forget, retain, config)
    _echo_unlearned(manifest, out, len(forget), len(retain))


def _check_inputs(
    data: str, model: str, out: Path, lr_sweep: str | None, method: str, pack: bool
) -> None:
    """Refuse bad paths, rates and settings before any data or model is read."""
    check_local_source(data, "DATA")
    check_local_source(model, "--model")
    check_output_folder(out)
    if lr_sweep:
        _sweep_rates(lr_sweep)
    if pack:
        from hanker.train.unlearn import UnlearnConfig

        UnlearnConfig(method=method, pack=pack).check(METHODS.get(method))


def _echo_unlearned(manifest: dict[str, Any], out: Path, forget: int, retain: int) -> None:
    click.echo(f"unlearned ({manifest['method_version']}) -> {out}")
    scores = manifest["rouge1_recall"]
    echo_table(
        [
            ("forget pairs", forget),
            ("retain pairs", retain),
            ("forget ROUGE-1 recall", f"{scores['forget']:.4f}"),
            ("retain ROUGE-1 recall", f"{scores['retain']:.4f}"),
        ]
    )


def _sweep(
    model: str,
    out: Path,
    sets: tuple[list[Any], list[Any]],
    config: Any,
    rates: list[float],
    retain_threshold: float,
) -> None:
    """Run the learning-rate sweep and print its table and the rate kept."""
    from hanker.train.sweep import lr_sweep

    summary = lr_sweep(model, out, sets[0], sets[1], config, rates, retain_threshold)
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
