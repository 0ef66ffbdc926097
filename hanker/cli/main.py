"""Entry point of the ``hanker`` command.

Subcommands are imported only when invoked, so ``hanker --help`` stays fast and never
imports torch. User errors (:class:`hanker.core.errors.HankerError`) print one line and exit
non-zero; anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
from typing import Any

import click

from hanker import __version__
from hanker.core.errors import HankerError
from hanker.core.progress import quiet_third_parties

# name -> (module:attribute, one-line help shown by `hanker --help`)
COMMANDS: dict[str, tuple[str, str]] = {
    "pistol": ("hanker.cli.pistol:pistol", "Compile PISTOL-style structural datasets."),
    "corpus": ("hanker.cli.corpus:corpus", "Inspect corpora through hanker's readers."),
    "kg": ("hanker.cli.kg:kg", "Knowledge-graph utilities (statistics, format conversion)."),
    "build-kg": (
        "hanker.cli.build_kg:build_kg_command",
        "Build a knowledge graph from corpora (segment, coreference, extract).",
    ),
    "dedupe": (
        "hanker.cli.dedupe:dedupe",
        "Remove forget facts the retain KG also holds (redundancy removal).",
    ),
    "audit": (
        "hanker.cli.audit:audit",
        "Synthesize the audit suite of a test KG (one fact at a time).",
    ),
    "evaluate": (
        "hanker.cli.evaluate:evaluate",
        "Answer a suite with models, judge, count knowledge memorization cases.",
    ),
    "finetune": (
        "hanker.cli.train:finetune",
        "Teach a causal LM a QA dataset (answer-token loss).",
    ),
    "unlearn": (
        "hanker.cli.unlearn:unlearn_command",
        "Unlearn part of a dataset: ga, gd, ukl, dpo, npo.",
    ),
    "score": ("hanker.cli.score:score", "Score a model with PISTOL's, TOFU's or RESTOR's metrics."),
    "run": ("hanker.cli.run:run", "Run the whole chain from a config file (or the embedded demo)."),
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module_name, _, attr = COMMANDS[cmd_name][0].partition(":")
        command: click.Command = getattr(importlib.import_module(module_name), attr)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(
    cls=LazyGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, prog_name="hanker")
@click.option("-v", "--verbose", count=True, help="More logging (-v info, -vv debug).")
@click.option(
    "--debug-deps",
    is_flag=True,
    help="Also show the libraries' own warnings and debug logs (with -vv).",
)
def cli(verbose: int, debug_deps: bool) -> None:
    """hanker: audit LLM unlearning.

    Build fact-anchored audit suites from a forget and a retain corpus, count knowledge
    memorization cases, and run the unlearning toolbox (PISTOL, TOFU, MUSE, RESTOR).

    Start with `hanker run --demo` (offline), or `hanker COMMAND --help`.
    """
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    quiet_third_parties(debug_deps)


def main(argv: list[str] | None = None) -> Any:
    """Run the CLI; map user errors to one line on stderr and a non-zero exit code."""
    try:
        return cli.main(args=argv, prog_name="hanker", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        hint = ""
        if isinstance(exc, click.UsageError) and exc.ctx is not None:
            hint = f" (see '{exc.ctx.command_path} --help')"
        message = " ".join(exc.format_message().split())  # one line, never a usage screen
        click.echo(f"hanker: error: {message}{hint}", err=True)
        sys.exit(exc.exit_code)
    except HankerError as exc:
        click.echo(f"hanker: error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        sys.exit(1)
