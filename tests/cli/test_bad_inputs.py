"""The CLI over a table of bad inputs and settings (issue 11): every one exits non-zero with one
line on stderr naming the option or file, no traceback, and leaves every existing file as it was.

Each row runs in process through ``hanker.cli.main.main`` (the real entry point, with its error
mapping) inside click's output isolation, so the whole table takes seconds.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import main
from hanker.pistol.compile import CompileConfig, compile_dataset
from hanker.synth.audit import AuditConfig, build_audit

U = ["unlearn", "d", "--method", "ga", "--forget-edges", "A_C", "--out", "u"]
UM = [*U, "--model", "gpt2"]  # a hub id: never contacted, the checks fail first
F = ["finetune", "suite.jsonl", "--init", "tiny", "--out", "ft"]
E = ["evaluate", "suite.jsonl", "--model", "gpt2", "--out", "ev"]
B = ["build-kg", "d", "--split", "forget", "--out", "kg"]
A = ["audit", "d", "--out", "s2.jsonl"]

# (arguments, a text the one line must hold: the option or the file)
CASES: list[tuple[list[str], str]] = [
    # 1. --overwrite never deletes what hanker did not write
    (["pistol", "compile", "--out", "foreign", "--overwrite"], "not written by hanker"),
    (["pistol", "compile", "--out", ".", "--overwrite"], "working directory"),
    (["pistol", "compile", "--out", "afile.txt"], "not a directory"),
    (["pistol", "compile", "--out", "afile.txt/sub"], "afile.txt"),
    (["pistol", "compile", "--out", "d"], "--overwrite"),
    (["pistol", "compile", "--out", "x", "--seed", "abc"], "--seed"),
    ([*B[:-1], "foreign", "--overwrite"], "not written by hanker"),
    ([*B[:-1], "d", "--overwrite"], "holds the input"),
    ([*B[:-1], "afile.txt", "--overwrite"], "not a directory"),
    ([*B[:-1], "afile.txt/kg"], "afile.txt"),
    (["dedupe", "d", "d", "--out", "foreign", "--overwrite"], "not written by hanker"),
    (["dedupe", "d", "d", "--out", "d", "--overwrite"], "holds the input"),
    # 4/5. ranges, checked before any work
    ([*B, "--rdf", "turtel"], "turtel"),
    ([*B, "--batch-size", "0"], "--batch-size"),
    ([*B, "--chunk-chars", "0"], "--chunk-chars"),
    ([*B, "--concurrency", "0"], "--concurrency"),
    ([*B, "--llm-model", "m"], "--llm-model"),
    ([*A, "--max-per-fact", "0"], "--max-per-fact"),
    ([*A, "--max-failed-share", "2"], "--max-failed-share"),
    ([*A, "-g", "openai", "--concurrency", "0"], "--concurrency"),
    (["audit", "d", "--out", "suite.jsonl"], "--overwrite"),
    (["audit", "d", "--out", "foreign"], "folder"),
    (["audit", "d", "--out", "afile.txt/s.jsonl"], "afile.txt"),
    ([*E, "--rouge-threshold", "2.0"], "--rouge-threshold"),
    ([*E, "--limit", "-1"], "--limit"),
    ([*E, "--limit", "0"], "--limit"),
    ([*E, "--max-new-tokens", "0"], "--max-new-tokens"),
    ([*E, "--batch-size", "0"], "--batch-size"),
    ([*E, "--nli-threshold", "-0.1"], "--nli-threshold"),
    ([*E, "--embedding-threshold", "1.5"], "--embedding-threshold"),
    ([*F, "--epochs", "-1"], "--epochs"),
    ([*F, "--batch-size", "0"], "--batch-size"),
    ([*F, "--lr", "0"], "--lr"),
    ([*F, "--warmup", "1.0"], "--warmup"),
    ([*F, "--lora-rank", "0"], "--lora-rank"),
    ([*F, "--checkpoint-every", "-1"], "--checkpoint-every"),
    ([*F, "--block-size", "0"], "--block-size"),
    ([*UM, "--epochs", "-1"], "--epochs"),
    ([*UM, "--batch-size", "0"], "--batch-size"),
    ([*UM, "--lr", "-1"], "--lr"),
    ([*UM, "--lr-sweep", "1e-4,abc"], "--lr-sweep"),
    ([*UM, "--retain-threshold", "2"], "--retain-threshold"),
    ([*U, "--model", "gpt2", "--method", "nope"], "--method"),
    # 6. tracebacks that were
    (["finetune", "suite.jsonl", "--model", "/nonexistent/m", "--out", "ft"], "/nonexistent/m"),
    ([*U, "--model", "/nonexistent/m"], "/nonexistent/m"),
    (["finetune", "suite.jsonl", "--init", "tiny", "--out", "afile.txt"], "not a directory"),
    (["evaluate", "suite.jsonl", "--model", "gpt2", "--out", "afile.txt/sub"], "afile.txt"),
    (["evaluate", "suite.jsonl", "--model", "gpt2", "--out", "afile.txt"], "not a directory"),
    # 7. a local-looking path is never sent to the hub
    (["build-kg", "corpora/forget", "--out", "kg"], "corpora/forget"),
    (["build-kg", "./nope.txt", "--out", "kg"], "nope.txt"),
    (["evaluate", "suite.jsonl", "--model", "models/nope", "--out", "ev"], "models/nope"),
    (["evaluate", "suite.jsonl", "--model", "/abs/nope", "--out", "ev"], "/abs/nope"),
    (["unlearn", "./nope", "--model", "gpt2", "--method", "ga", "--out", "u"], "./nope"),
    # unknown options and missing inputs
    (["audit", "nope_kg", "--out", "s5.jsonl"], "nope_kg"),
    (["kg", "stats", "nope_kg"], "nope_kg"),
]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("bad-inputs")
    compile_dataset(CompileConfig(out=root / "d", seed=1, forget_edges=("A_C",)))
    build_audit(AuditConfig(test_kg=root / "d", out=root / "suite.jsonl"))
    (root / "afile.txt").write_text("not a folder\n")
    (root / "foreign").mkdir()
    (root / "foreign" / "thesis.txt").write_text("years of work\n")
    (root / "corpora").mkdir()
    (root / "models").mkdir()
    return root


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != ".hanker-lock"
    }


def run_main(args: list[str], cwd: Path) -> tuple[int, str]:
    """Run the real entry point in ``cwd``; return its exit code and stderr."""
    runner = CliRunner()
    old = Path.cwd()
    os.chdir(cwd)
    try:
        with runner.isolation() as (_out, err, _both):
            try:
                main(args)
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            return code, err.getvalue().decode()
    finally:
        os.chdir(old)


@pytest.mark.parametrize(("args", "names"), CASES, ids=[" ".join(a) for a, _ in CASES])
def test_bad_input_is_one_line_and_changes_nothing(
    workdir: Path, args: list[str], names: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    before = _snapshot(workdir)
    code, err = run_main(args, workdir)
    lines = err.strip().splitlines()
    assert code != 0, err
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert names in lines[0], lines[0]
    assert _snapshot(workdir) == before
    for made in ("kg", "ft", "ev", "u", "x", "s2.jsonl", "s5.jsonl"):
        assert not (workdir / made).exists() or made in before


def test_the_table_is_large_enough() -> None:
    assert len(CASES) >= 40
