"""``hanker run``: the chain of stages from one config file."""

from __future__ import annotations

from pathlib import Path

import click

from hanker.cli.common import echo_table


@click.command()
@click.argument(
    "config_path", metavar="[CONFIG.toml]", required=False, type=click.Path(path_type=Path)
)
@click.option(
    "--demo", is_flag=True, help="Run the embedded offline demo config (see --show-demo)."
)
@click.option("--show-demo", is_flag=True, help="Print the embedded demo config and exit.")
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path),
    default=None,
    help="Output folder (overrides [run] out).",
)
@click.option("--force", is_flag=True, help="Rerun every stage even when its output is up to date.")
def run(
    config_path: Path | None, demo: bool, show_demo: bool, out: Path | None, force: bool
) -> None:
    """Run the stages configured in CONFIG.toml, resuming where a previous run stopped.

    Stages: [pistol] (compile a structural dataset and its forget/retain splits),
    [build_kg] (forget and retain knowledge graphs), [dedupe] (the test KG), [audit] (the
    audit suite), [finetune] (teach a model the QA and the audit cases), [[unlearn]] (one
    entry per method), [evaluate] (KMCs of every model on the deduplicated and the full
    suite, and OUT/report.md). `hanker run --demo` runs the embedded demo, offline, in a
    few minutes; `--show-demo` prints its config.
    """
    from hanker.core.errors import ConfigError
    from hanker.run.pipeline import StageOutcome, demo_config_text, load_run_config, run_pipeline

    if show_demo:
        click.echo(demo_config_text(), nl=False)
        return
    if demo == (config_path is not None):
        raise ConfigError("give a CONFIG.toml or --demo (not both)")
    config = load_run_config(None if demo else config_path, out)
    click.echo(f"hanker run: {config.source} -> {config.out}")

    def report(outcome: StageOutcome) -> None:
        click.echo(f"\nstage {outcome.stage}: {outcome.status} -> {outcome.out}")
        echo_table([(k, v) for k, v in outcome.summary.items()])

    run_pipeline(config, force=force, on_stage=report)
    if (config.out / "report.md").exists():
        click.echo(f"\nreport: {config.out / 'report.md'}")
