"""Issue 11's failures, one test each where the bad-input table does not already cover them."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest

from hanker.core.errors import ConfigError, OutputError
from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.pistol.compile import CompileConfig, compile_dataset
from hanker.run.pipeline import load_run_config, run_pipeline
from hanker.synth.audit import AuditConfig, build_audit
from tests.cli.test_bad_inputs import run_main
from tests.cli.test_readme import command_of

REPO = Path(__file__).resolve().parents[2]


# 1. --overwrite removes only what hanker wrote
def test_overwrite_keeps_foreign_files_and_replaces_hankers_own(tmp_path: Path) -> None:
    out = tmp_path / "d"
    compile_dataset(CompileConfig(out=out, seed=1))
    (out / "notes.txt").write_text("mine\n")
    compile_dataset(CompileConfig(out=out, seed=2, overwrite=True))
    assert (out / "notes.txt").read_text() == "mine\n"
    assert json.loads((out / "manifest.json").read_text())["config"]["seed"] == 2
    foreign = tmp_path / "thesis"
    foreign.mkdir()
    (foreign / "thesis.txt").write_text("years\n")
    with pytest.raises(OutputError, match="not written by hanker"):
        compile_dataset(CompileConfig(out=foreign, overwrite=True))
    assert (foreign / "thesis.txt").read_text() == "years\n"


# 3. a changed input file reruns the stage that reads it
def test_run_reruns_a_stage_whose_input_file_changed(tmp_path: Path) -> None:
    edges = tmp_path / "edges.csv"
    edges.write_text("source,target\nA,B\nB,C\n")
    config_file = tmp_path / "run.toml"
    config_file.write_text(
        f'[run]\nout = "{tmp_path / "o"}"\n[pistol]\ntopology = "{edges}"\nseed = 1\n'
    )
    first = run_pipeline(load_run_config(config_file))
    again = run_pipeline(load_run_config(config_file))
    edges.write_text("source,target\nA,B\nB,C\nC,D\n")
    changed = run_pipeline(load_run_config(config_file))
    assert [o.status for o in first] == ["ran"]
    assert [o.status for o in again] == ["skipped"]
    assert [o.status for o in changed] == ["ran"]
    assert changed[0].summary != first[0].summary


# 5. every table is checked before any stage runs, naming the table
@pytest.mark.parametrize(
    ("change", "names"),
    [
        (('judges = ["rouge", "embedding"]', 'judges = ["bleu"]'), "[evaluate] judges"),
        (("epochs = 40", "epochs = -1"), "[finetune] epochs"),
        (("epochs = 5", "epochs = -5"), "[unlearn[0]] epochs"),
        (('extractor = "spacy"', 'extractor = "spacy"\nchunk_chars = 0'), "[build_kg] chunk_chars"),
        (("levels = [", "semantic_threshold = 3.0\nlevels = ["), "[dedupe] semantic_threshold"),
        (("seed = 2026", 'seed = 2026\nrdf_formats = ["turtel"]'), "turtel"),
    ],
)
def test_run_checks_every_table_first(tmp_path: Path, change: tuple[str, str], names: str) -> None:
    from hanker.run.pipeline import demo_config_text

    text = demo_config_text()
    assert change[0] in text
    config_file = tmp_path / "bad.toml"
    config_file.write_text(text.replace(change[0], change[1], 1))
    with pytest.raises(ConfigError) as caught:
        run_pipeline(load_run_config(config_file, out=tmp_path / "o"))
    assert names in str(caught.value)
    assert not (tmp_path / "o").exists()


# 8. a stored path works from any working directory
def test_audit_include_redundant_from_another_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compile_dataset(CompileConfig(out=tmp_path / "d", seed=1, forget_edges=("A_C",)))
    monkeypatch.chdir(tmp_path)
    dedupe_kgs(DedupeConfig(forget=Path("d"), retain=Path("d"), out=Path("test-kg")))
    report = json.loads((tmp_path / "test-kg" / "redundancy.json").read_text())
    assert report["config"]["forget"] == "../d"  # relative to the report's own folder
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    result = build_audit(
        AuditConfig(test_kg=Path("../test-kg"), out=Path("s.jsonl"), include_redundant=True)
    )
    assert result.redundant_facts > 0 and (elsewhere / "s.full.jsonl").exists()


# 9. every option has help text (the README's commands: tests/cli/test_readme.py)
def test_every_option_has_help_text() -> None:
    from hanker.cli.main import COMMANDS

    missing = []
    for name in COMMANDS:
        command, _rest, path = command_of([name])
        commands = (
            list(command.commands.values()) if isinstance(command, click.Group) else [command]
        )
        for sub in commands:
            for param in sub.params:
                if isinstance(param, click.Option) and not param.help and not param.hidden:
                    missing.append(f"{path} {sub.name} {param.opts[0]}")
    assert missing == []


# 2 (message), 9: the error message names options that exist
def test_llm_model_message_names_an_existing_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("HANKER_LLM_MODEL", raising=False)
    compile_dataset(CompileConfig(out=tmp_path / "d", seed=1))
    code, err = run_main(
        ["audit", "d", "--out", "s.jsonl", "--generator", "openai", "--llm-base-url", "http://x"],
        tmp_path,
    )
    assert code == 2 and "--llm-model" in err
    help_code, _ = run_main(["audit", "--help"], tmp_path)
    assert help_code == 0


# 10. quiet by default; failed builds leave no .work; a model given twice is answered once
def test_libraries_follow_hanker_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import logging

    for name in ("HF_HUB_DISABLE_PROGRESS_BARS", "TRANSFORMERS_VERBOSITY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HANKER_PROGRESS", "0")
    logging.getLogger("httpcore").setLevel(logging.NOTSET)
    code, _err = run_main(["-vv", "kg", "stats", "nope"], tmp_path)
    assert code == 2
    import os

    assert os.environ["HF_HUB_DISABLE_PROGRESS_BARS"] == "1"
    assert os.environ["TRANSFORMERS_VERBOSITY"] == "error"  # no attention_mask warning
    assert logging.getLogger("httpcore").getEffectiveLevel() == logging.WARNING


def test_a_failed_build_leaves_no_work_folder(tmp_path: Path) -> None:
    (tmp_path / "c.txt").write_text("Acme Corp is based in Lyon.\n")
    code, err = run_main(["build-kg", "c.txt", "--out", "kg", "--extractor", "nope"], tmp_path)
    assert code == 2 and "nope" in err
    assert not (tmp_path / "kg" / ".work").exists()


@pytest.mark.slow
def test_a_model_given_twice_is_answered_once(tiny_causal_lm: Path, tmp_path: Path) -> None:
    compile_dataset(CompileConfig(out=tmp_path / "d", seed=1))
    build_audit(AuditConfig(test_kg=tmp_path / "d", out=tmp_path / "suite.jsonl"))
    model = str(tiny_causal_lm)
    args = ["evaluate", "suite.jsonl", "-m", model, "-m", model, "--out", "ev"]
    code, err = run_main([*args, "--judge", "rouge", "--limit", "3"], tmp_path)
    assert code == 0, err
    records = (tmp_path / "ev" / "records.jsonl").read_text().splitlines()
    assert len(records) == 3
