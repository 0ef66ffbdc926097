"""Every command through the real CLI: summaries, exit codes, one-line errors, no torch on --help."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli, main

REPO_ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hanker", *args],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env={"PATH": "", "HANKER_PROGRESS": "0"},
    )


def test_help_does_not_import_heavy_libraries() -> None:
    code = (
        "import sys\n"
        "from hanker.cli.main import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('torch', 'transformers', 'spacy', 'datasets', 'rdflib', 'networkx') if m in sys.modules]\n"
        "print('HEAVY', heavy)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert "HEAVY []" in out
    assert "pistol" in out and "run" in out


def test_every_command_has_help() -> None:
    runner = CliRunner()
    for args in (
        ["pistol", "compile"],
        ["corpus", "inspect"],
        ["corpus", "readers"],
        ["kg", "stats"],
        ["kg", "convert"],
        ["run"],
    ):
        result = runner.invoke(cli, [*args, "--help"])
        assert result.exit_code == 0, result.output
        assert "Usage:" in result.output


def test_pistol_compile_summary_and_files(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli,
        [
            "pistol",
            "compile",
            "--out",
            str(tmp_path / "d"),
            "--seed",
            "5",
            "-f",
            "A_C,B_D",
            "--rdf",
            "turtle",
            "--rdf",
            "nquads",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "QA pairs            400" in result.output and "forget edges        2" in result.output
    assert "A_B (deg 14)" in result.output
    assert (tmp_path / "d" / "kg.ttl").exists() and (tmp_path / "d" / "kg.nq").exists()


def test_user_errors_are_one_line_without_traceback(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "x").write_text("occupied")
    cases = [
        (["pistol", "compile", "--out", str(tmp_path / "d")], "not empty"),
        (
            ["pistol", "compile", "--out", str(tmp_path / "e"), "-f", "NOPE_X"],
            "has no edge 'NOPE_X'",
        ),
        (["pistol", "compile", "--out", str(tmp_path / "e"), "-t", "dataset7"], "unknown topology"),
        (["corpus", "inspect", str(tmp_path / "missing.json")], "no such file"),
        (["run", str(tmp_path / "missing.toml")], "no such file"),
        (["kg", "stats", str(tmp_path / "d")], "no facts.jsonl"),
        (
            [
                "build-kg",
                str(tmp_path / "d" / "x"),
                "--out",
                str(tmp_path / "k"),
                "--extractor-option",
                "nme=3",
            ],
            "extractor 'spacy' takes no option(s) nme",
        ),
    ]
    for args, message in cases:
        proc = _run(args)
        assert proc.returncode == 2, (args, proc.stderr)
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0] and lines[0].startswith("hanker: error:"), (
            proc.stderr
        )
        assert "Traceback" not in proc.stderr


def test_main_maps_errors_to_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["corpus", "inspect", str(tmp_path / "nope.json")])
    assert info.value.code == 2
    assert "nope.json: no such file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["no-such-command"])
    assert info.value.code == 2


def test_corpus_inspect_and_readers(shared_corpora: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(
        cli, ["corpus", "inspect", str(shared_corpora / "pistol" / "sample_data_1.json")]
    )
    assert result.exit_code == 0, result.output
    assert "edges: 20 (QA per edge: 20)" in result.output
    result = runner.invoke(
        cli, ["corpus", "inspect", str(shared_corpora / "muse" / "news"), "--json"]
    )
    assert json.loads(result.output)["documents"] == 889
    result = runner.invoke(
        cli, ["corpus", "inspect", str(shared_corpora / "tofu"), "--split", "retain90"]
    )
    assert "qa_pairs    3600" in result.output
    result = runner.invoke(cli, ["corpus", "readers"])
    assert "pistol-compiled" in result.output and "muse" in result.output


def test_kg_stats_and_convert(tmp_path: Path) -> None:
    runner = CliRunner()
    runner.invoke(cli, ["pistol", "compile", "--out", str(tmp_path / "d")], catch_exceptions=False)
    result = runner.invoke(cli, ["kg", "stats", str(tmp_path / "d"), "--json"])
    stats = json.loads(result.output)
    assert stats["facts"] == len((tmp_path / "d" / "facts.jsonl").read_text().splitlines())
    result = runner.invoke(
        cli, ["kg", "convert", str(tmp_path / "d" / "kg.ttl"), "--out", str(tmp_path / "kg.nt")]
    )
    assert result.exit_code == 0 and "wrote" in result.output
    back = runner.invoke(cli, ["kg", "stats", str(tmp_path / "kg.nt"), "--json"])
    assert json.loads(back.output)["facts"] == stats["facts"]


@pytest.mark.slow
def test_run_demo_and_resume(demo_run: tuple[Path, str]) -> None:
    """The README's main command: the whole chain, offline, and what its report must show."""
    runner = CliRunner()
    out, first_output = demo_run
    assert "stage pistol: ran" in first_output and "qa_pairs           400" in first_output
    for stage in ("build_kg:forget", "build_kg:retain", "dedupe", "audit", "finetune"):
        assert f"stage {stage}: ran" in first_output
    for stage in ("unlearn:ga", "unlearn:npo", "evaluate"):
        assert f"stage {stage}: ran" in first_output
    suite = [json.loads(x) for x in (out / "audit" / "suite.jsonl").read_text().splitlines()]
    assert suite and all(case["generator"]["backend"] == "template" for case in suite)
    assert (out / "audit" / "suite.full.jsonl").exists()
    assert json.loads((out / "finetune" / "finetune.json").read_text())["rouge1_recall"] > 0.9
    summary = json.loads((out / "evaluate" / "summary.json").read_text())
    kmc = {Path(m).name: v["judges"]["rouge"]["kmc"] for m, v in summary["models"].items()}
    full = {Path(m).name: v["rouge"]["kmc_full"] for m, v in summary["redundancy"].items()}
    assert kmc["unlearn-ga"] < kmc["finetune"] and kmc["unlearn-npo"] < kmc["finetune"] / 4
    assert full["unlearn-npo"] > kmc["unlearn-npo"]
    npo = json.loads((out / "unlearn-npo" / "unlearn.json").read_text())
    assert npo["method_version"] == "npo.v1" and npo["rouge1_recall"]["retain"] >= 0.8
    report = (out / "report.md").read_text()
    assert f"| npo | {kmc['unlearn-npo']} | {full['unlearn-npo']} |" in report
    assert "caused by redundancy" in report
    assert "Unlearning lowered the forget KMCs" in report
    assert (out / "kmc_by_model.png").stat().st_size > 0
    # issue 14: the leaking entities, single- against multi-hop rates, a structure chart
    assert any(case["hops"] == 2 for case in suite)
    assert "## Which entities still leak" in report and "| entity | leaked facts |" in report
    assert "| multi-hop |" in report and "| single-hop |" in report
    chart = next(x for x in report.splitlines() if x.startswith("![KMC rate by graph structure]"))
    assert (out / chart.split("(")[1].rstrip(")")).stat().st_size > 0
    assert f"report: {out / 'report.md'}" in first_output
    second = runner.invoke(cli, ["run", "--demo", "--out", str(out)])
    assert "stage pistol: skipped" in second.output and "stage evaluate: skipped" in second.output
    shown = runner.invoke(cli, ["run", "--show-demo"])
    assert "[pistol]" in shown.output and "[[unlearn]]" in shown.output


def test_run_config_file_and_its_errors(tmp_path: Path) -> None:
    config = tmp_path / "c.toml"
    config.write_text(
        f'[run]\nout = "{tmp_path / "out"}"\n[pistol]\ntopology = "dataset2"\nseed = 3\nforget_edges = ["0_1"]\n'
    )
    result = CliRunner().invoke(cli, ["run", str(config)])
    assert result.exit_code == 0, result.output
    assert "contracts          75" in result.output
    forced = CliRunner().invoke(cli, ["run", str(config), "--force"])
    assert "stage pistol: ran" in forced.output
    unlearn_alone = tmp_path / "unlearn.toml"
    unlearn_alone.write_text('[run]\nout = "x"\n[pistol]\n[[unlearn]]\nmethod = "npo"\n')
    proc = _run(["run", str(unlearn_alone)])
    assert proc.returncode == 2 and "[[unlearn]] needs a [finetune] stage" in proc.stderr
    unknown = tmp_path / "unknown.toml"
    unknown.write_text('[run]\nout = "x"\n[pistol]\n[finetune]\nepochz = 3\n')
    proc = _run(["run", str(unknown)])
    assert proc.returncode == 2 and "[finetune] has unknown key(s) epochz" in proc.stderr
    assert "learning_rate" in proc.stderr and "init" in proc.stderr
    from hanker.run.pipeline import load_run_config

    demo = load_run_config(None, tmp_path / "d")
    assert demo.finetune is not None and demo.finetune.train.resume  # a crashed stage resumes
    assert demo.evaluate is not None and [Path(m.name).name for m in demo.evaluate.models] == [
        "finetune",
        "unlearn-ga",
        "unlearn-npo",
    ]
    typo = tmp_path / "typo.toml"
    typo.write_text(
        '[run]\nout = "x"\n[pistol]\n[finetune]\n[[unlearn]]\nmethod = "npo"\n'
        "hyperparameters = {betta = 0.1}\n"
    )
    proc = _run(["run", str(typo)])
    assert proc.returncode == 2 and "betta" in proc.stderr
    bad = tmp_path / "bad.toml"
    bad.write_text('[run]\nout = "x"\n[pistol]\nsede = 3\n')
    proc = _run(["run", str(bad)])
    assert proc.returncode == 2 and "unknown key(s) sede" in proc.stderr
    typed = tmp_path / "typed.toml"
    typed.write_text('[run]\nout = "x"\n[pistol]\nseed = "three"\n')
    proc = _run(["run", str(typed)])
    assert proc.returncode == 2 and "[pistol] seed: expected an integer" in proc.stderr
    syntax = tmp_path / "syntax.toml"
    syntax.write_text("[run\n")
    proc = _run(["run", str(syntax)])
    assert proc.returncode == 2 and "not valid TOML" in proc.stderr
    proc = _run(["run"])
    assert proc.returncode == 2 and "give a CONFIG.toml or --demo" in proc.stderr
    orphan = tmp_path / "orphan.toml"
    orphan.write_text('[run]\nout = "x"\n[build_kg]\ncoref = "rules"\n')
    proc = _run(["run", str(orphan)])
    assert proc.returncode == 2 and "needs forget and retain corpora" in proc.stderr


def _finetune_tiny(runner: CliRunner, data: Path, out: Path, epochs: int) -> Any:
    """``hanker finetune DATA --split forget --init tiny``: a tiny model taught the forget split."""
    args = ["finetune", str(data), "--split", "forget", "--init", "tiny", "--epochs", str(epochs)]
    return runner.invoke(cli, [*args, "--out", str(out)])


def test_finetune_and_unlearn_commands(tmp_path: Path) -> None:
    data = REPO_ROOT / "corpora" / "pistol-demo"
    runner = CliRunner()
    tuned = _finetune_tiny(runner, data, tmp_path / "ft", epochs=30)
    assert tuned.exit_code == 0, tuned.output
    assert (
        "ROUGE-1 recall on the training QA" in tuned.output
        and (tmp_path / "ft" / "config.json").exists()
    )
    forgot = runner.invoke(
        cli,
        [
            "unlearn",
            str(data),
            "--model",
            str(tmp_path / "ft"),
            "--out",
            str(tmp_path / "un"),
            "--method",
            "ga",
            "--forget-edges",
            "A_C",
            "--epochs",
            "2",
            "--lr",
            "1e-4",
        ],
    )
    assert forgot.exit_code == 0, forgot.output
    assert "unlearned (ga.v1)" in forgot.output and "retain pairs           380" in forgot.output
    manifest = json.loads((tmp_path / "un" / "unlearn.json").read_text())
    assert manifest["method"] == "ga" and manifest["forget_pairs"] == 20
    independent = runner.invoke(
        cli,
        [
            "unlearn",
            str(data),
            "-m",
            str(tmp_path / "ft"),
            "-o",
            str(tmp_path / "un-ind"),
            "--method",
            "gd",
            "--forget-edges",
            "A_C",
            "--retain-independent",
            "--epochs",
            "1",
        ],
    )
    assert independent.exit_code == 0, independent.output
    # dataset1: 6 edges share no node with A_C, 20 QA pairs each
    assert json.loads((tmp_path / "un-ind" / "unlearn.json").read_text())["retain_pairs"] == 120
    bad = _run(
        [
            "unlearn",
            str(data),
            "--model",
            str(tmp_path / "ft"),
            "--out",
            str(tmp_path / "x"),
            "--method",
            "ga",
        ]
    )
    assert bad.returncode == 2 and "--forget-edges or --forget-split" in bad.stderr


def test_finetune_and_unlearn_packed(tmp_path: Path) -> None:
    data = REPO_ROOT / "corpora" / "pistol-demo"
    runner = CliRunner()
    tuned = runner.invoke(
        cli,
        [
            *("finetune", str(data), "--split", "forget", "--init", "tiny", "--epochs", "1"),
            *("--pack", "--pack-length", "256", "--out", str(tmp_path / "ft")),
        ],
    )
    assert tuned.exit_code == 0, tuned.output
    common = ["unlearn", str(data), "-m", str(tmp_path / "ft"), "--forget-edges", "A_C"]
    forgot = runner.invoke(
        cli, [*common, "-o", str(tmp_path / "un"), "--method", "npo", "--epochs", "1", "--pack"]
    )
    assert forgot.exit_code == 0, forgot.output
    manifest = json.loads((tmp_path / "un" / "unlearn.json").read_text())
    assert manifest["config"]["pack"] is True and manifest["config"]["pack_length"] == 1024
    assert manifest["packing"] == "pack.v1"
    assert manifest["throughput"]["tokens"] > 0
    refused = _run([*common, "-o", str(tmp_path / "x"), "--method", "rmu", "--pack"])
    assert refused.returncode == 2 and "rmu cannot run packed" in refused.stderr
    assert not (tmp_path / "x").exists()


def test_finetune_with_lora(tmp_path: Path) -> None:
    data = REPO_ROOT / "corpora" / "pistol-demo"
    runner = CliRunner()
    base = _finetune_tiny(runner, data, tmp_path / "base", epochs=1)
    assert base.exit_code == 0, base.output
    lora = runner.invoke(
        cli,
        [
            "finetune",
            str(data),
            "--split",
            "forget",
            "--model",
            str(tmp_path / "base"),
            "--lora",
            "--epochs",
            "3",
            "--grad-accumulation",
            "2",
            "--lr",
            "5e-3",
            "--out",
            str(tmp_path / "lora"),
        ],
    )
    assert lora.exit_code == 0, lora.output
    assert (tmp_path / "lora" / "adapter_config.json").exists() and not (
        tmp_path / "lora" / "model.safetensors"
    ).exists()
    assert (
        "ROUGE-1 recall on the training QA" in lora.output
    )  # the adapter folder loads through peft for scoring


@pytest.mark.slow
def test_unlearn_with_simnpo_rmu_and_task_vector(tmp_path: Path) -> None:
    data = REPO_ROOT / "corpora" / "pistol-demo"
    runner = CliRunner()
    assert _finetune_tiny(runner, data, tmp_path / "ft", epochs=1).exit_code == 0
    common = ["unlearn", str(data), "-m", str(tmp_path / "ft"), "--forget-edges", "A_C"]
    for method, params in (("task_vector", ["-p", "alpha=0.5"]), ("rmu", ["-p", "layer=1"])):
        out = tmp_path / method
        result = runner.invoke(
            cli, [*common, "-o", str(out), "--method", method, "--epochs", "1", *params]
        )
        assert result.exit_code == 0, result.output
        assert f"unlearned ({method}.v1)" in result.output
        assert json.loads((out / "unlearn.json").read_text())["config"]["hyperparameters"]
    proc = _run([*common, "-o", str(tmp_path / "x"), "--method", "rmu", "-p", "layer=9"])
    assert proc.returncode == 2 and "layer 9 does not exist; the model has 2" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = _run([*common, "-o", str(tmp_path / "y"), "--method", "simnpo", "-p", "gama=1"])
    assert proc.returncode == 2 and "takes no option(s) gama" in proc.stderr
    stray = tmp_path / "stray.toml"
    stray.write_text(
        '[run]\nout = "x"\n[pistol]\n[finetune]\n[[unlearn]]\nmethod = "rmu"\n'
        "hyperparameters = {layers = 1}\n"
    )
    proc = _run(["run", str(stray)])
    assert proc.returncode == 2 and "takes no option(s) layers" in proc.stderr


def test_build_kg_min_fact_confidence_option(tmp_path: Path) -> None:
    corpus = tmp_path / "prose.json"
    corpus.write_text(
        json.dumps(["Ingrid Salo founded the Baltic Song Festival in Tallinn in 1998."]),
        encoding="utf-8",
    )
    counts = {}
    for floor in ("0", "1"):
        out = tmp_path / f"kg{floor}"
        result = CliRunner().invoke(
            cli,
            [
                "build-kg",
                str(corpus),
                "--reader",
                "json",
                "--out",
                str(out),
                "--rdf",
                "none",
                "--extractor-option",
                f"min_fact_confidence={floor}",
            ],
        )
        assert result.exit_code == 0, result.output
        manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
        facts = (out / "facts.jsonl").read_text(encoding="utf-8").splitlines()
        counts[floor] = (len(facts), json.dumps(manifest))
    assert counts["0"][0] >= 1 and counts["1"][0] == 0
    assert "low fact confidence" in counts["1"][1] and "min_fact_confidence" in counts["1"][1]
