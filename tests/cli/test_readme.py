"""The README's commands, as written, against the demo's outputs.

Every fenced ``bash`` line that starts with ``hanker`` is parsed, and then run in order in one
working folder that holds the demo's outputs (``hanker-demo/``). What a reader must supply is
filled in from the demo (``MODEL``, ``FORGET_CORPUS``, ...), ``../shared`` is the real corpora
folder, and the long commands get a budget (``--limit``, ``--epochs``) so the whole README runs in
minutes. Commands that talk to a network service are run against the OpenAI-compatible stub
server; the one that needs a hub model (the NLI judge's default) gets a tiny local classifier
with ``--nli-model``, and is marked so. The demo output the README shows is compared with what
``hanker run --demo`` printed.
"""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from tests.conftest import REPO_ROOT, SHARED_CORPORA
from tests.llm.stub_server import StubServer

README = REPO_ROOT / "README.md"


def readme_commands() -> list[str]:
    """Every ``hanker`` command of the README's fenced shell blocks, continuation lines joined."""
    commands = []
    for block in re.findall(r"```(?:bash|sh|shell)\n(.*?)```", README.read_text(), re.S):
        for line in block.replace("\\\n", " ").splitlines():
            words = shlex.split(line, comments=True)
            while words and re.fullmatch(r"[A-Z_]+=.*", words[0]):
                words = words[1:]  # environment assignments before the command
            if words and words[0] == "hanker":  # (vllm serve and pip lines are not hanker's)
                commands.append(line.strip())
    return commands


def command_of(words: list[str]) -> tuple[click.Command, list[str], str]:
    """The click command a word list names, the words left for it, and its full name."""
    command: click.Command = cli
    path = "hanker"
    while isinstance(command, click.Group) and words and not words[0].startswith("-"):
        sub = command.get_command(click.Context(command), words[0])
        assert sub is not None, f"no command {words[0]!r} under {path}"
        path += " " + words[0]
        command, words = sub, words[1:]
    return command, words, path


def split_env(words: list[str]) -> tuple[dict[str, str], list[str]]:
    """Leading ``NAME=value`` words as an environment, and the command after them."""
    env: dict[str, str] = {}
    while words and re.fullmatch(r"[A-Z_]+=.*", words[0]):
        name, _, value = words.pop(0).partition("=")
        env[name] = value
    return env, words


def test_readme_commands_parse_with_the_options_they_use() -> None:
    commands = readme_commands()
    assert len(commands) >= 10
    for line in commands:
        _env, words = split_env(shlex.split(line, comments=True))
        command, rest, path = command_of(words[1:])
        try:
            command.make_context(path, rest)
        except click.UsageError as exc:
            pytest.fail(f"README command does not parse: {line}: {exc.format_message()}")


# What a reader supplies, filled from the demo's outputs (keys are whole words of the README).
def placeholders(work: Path) -> dict[str, str]:
    demo = work / "hanker-demo"
    return {
        "FORGET_CORPUS": str(demo / "pistol" / "splits" / "forget_corpus.jsonl"),
        "RETAIN_CORPUS": str(demo / "pistol" / "splits" / "retain_corpus.jsonl"),
        "MODEL": str(demo / "finetune"),
        "path/to/model": str(demo / "finetune"),
        "path/to/unlearned": str(demo / "unlearn-npo"),
        "UNLEARNED": str(demo / "unlearn-npo"),
        "CLEAN": str(demo / "finetune"),
        "CORRUPTED": str(demo / "unlearn-ga"),
        "original": str(demo / "finetune"),
        "unlearned-npo": str(demo / "unlearn-npo"),
        "sample_data_2.json": str(SHARED_CORPORA / "pistol" / "sample_data_2.json"),
        "my_edges.csv": str(work / "my_edges.csv"),
    }


# Budgets for the long commands: (command name, option words added when absent).
BUDGETS: list[tuple[str, list[str]]] = [
    ("hanker finetune", ["--epochs", "1"]),
    ("hanker unlearn", ["--epochs", "1"]),
    ("hanker score", ["--limit", "4"]),
    ("hanker evaluate", ["--limit", "4"]),
]


def filled(words: list[str], work: Path, base_url: str, nli_model: Path) -> list[str]:
    """The README's words with placeholders, the stub server and the budgets put in."""
    table = placeholders(work)
    out = []
    for word in words:
        word = word.replace("../shared", str(SHARED_CORPORA.parent))
        out.append(table.get(word, word))
    for flag in ("--llm-base-url", "--base-url"):
        if flag in out:
            out[out.index(flag) + 1] = base_url  # the network service: the stub
    _command, _rest, path = command_of(out[1:])
    for name, extra in BUDGETS:
        if path == name and extra[0] not in out:
            out += extra
    if "--judge" in out and "nli" in out[out.index("--judge") + 1]:
        out += ["--nli-model", str(nli_model)]  # needs the hub: a local classifier instead
    return out


def clear_output(words: list[str]) -> None:
    """Commands of one README block write to the same ``--out``: remove an earlier one."""
    for flag in ("--out", "-o"):
        if flag in words:
            target = Path(words[words.index(flag) + 1])
            if target.is_dir():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()
            for derived in target.parent.glob(target.name + ".*"):  # its manifest, cache
                derived.unlink()


@pytest.mark.slow
def test_readme_commands_run_against_the_demo(
    demo_run: tuple[Path, str],
    tiny_nli_classifier: Path,
    shared_corpora: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    demo, _printed = demo_run
    work = tmp_path / "work"
    work.mkdir()
    (work / "hanker-demo").symlink_to(demo)
    (work / "my_edges.csv").write_text("source,target\nA,B\nB,C\nA,C\n")
    (work / "retain-only").mkdir()
    monkeypatch.chdir(work)
    runner = CliRunner()
    ran: list[str] = []
    with StubServer() as stub:
        retain_only = [
            *["score", "--model", str(demo / "finetune"), "--tofu", str(shared_corpora / "tofu")],
            *["--forget-split", "forget10", "--limit", "4", "--out", "retain-only"],
        ]
        assert runner.invoke(cli, retain_only).exit_code == 0  # what the TOFU line compares to
        for line in readme_commands():
            env, words = split_env(shlex.split(line, comments=True))
            if words[1:3] == ["run", "--demo"]:
                continue  # the fixture ran it
            words = filled(words, work, stub.base_url, tiny_nli_classifier)
            clear_output(words)
            env = {k: ("sk-test" if v == "..." else v) for k, v in env.items()}
            result = runner.invoke(cli, words[1:], env=env)
            assert result.exit_code == 0, f"{line}\n-> {shlex.join(words)}\n{result.output}"
            ran.append(line)
    assert ran == [c for c in readme_commands() if " run --demo" not in c] and len(ran) >= 20


def masked(text: str) -> list[str]:
    """Lines of a stage listing with paths cut to the run folder, decimals masked, and the KMC
    counts of unlearned models masked: like the losses, they move with the numerics of the
    installed torch and transformers (a newer transformers turned NPO's 1 into 2)."""
    lines = []
    for line in text.splitlines():
        line = re.sub(r"\S*hanker-demo", "hanker-demo", line.rstrip())
        line = re.sub(r"^(kmc_unlearn-\S+\s+)\d+$", r"\1#", line)
        lines.append(re.sub(r"\d+\.\d+", "#.#", line))
    return [line for line in lines if line]


@pytest.mark.slow
def test_the_readme_shows_what_the_demo_prints(demo_run: tuple[Path, str]) -> None:
    _demo, printed = demo_run
    shown = re.search(r"```text\n(hanker run: .*?)```", README.read_text(), re.S)
    assert shown is not None, "README: the demo's output block"
    assert masked(shown.group(1)) == masked(printed)
