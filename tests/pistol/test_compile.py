"""The PISTOL compiler: ground truth is verbatim in the contracts, node attributes are shared, output is deterministic."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError, OutputError
from hanker.core.fact import iter_facts
from hanker.kg.rdf import parse_facts
from hanker.pistol.compile import CompileConfig, compile_dataset

REPO_ROOT = Path(__file__).resolve().parents[2]


def _appears(value: str, text: str) -> bool:
    """``value`` occurs in ``text`` as a whole token sequence (not inside a longer number or word)."""
    return re.search(rf"(?<![\w]){re.escape(value)}(?![\w])", text) is not None


def _check_dataset(out: Path) -> dict:
    topology = json.loads((out / "topology.json").read_text())
    qa = json.loads((out / "qa.json").read_text())
    texts = {p.stem: p.read_text() for p in (out / "contracts").glob("*.txt")}
    assert set(texts) == {e["name"] for e in topology["edges"]}
    # every QA answer appears verbatim in its contract
    for pair in qa:
        assert _appears(pair["answer"], texts[pair["edge"]]), pair
    # every fact value sits exactly at its recorded span, in its recorded sentence
    facts = list(iter_facts(out / "facts.jsonl"))
    for fact in facts:
        for source in fact.sources:
            text = texts[source.doc_id]
            assert text[source.char_start : source.char_end] == fact.tail
            assert fact.tail in source.sentence and source.sentence in text
    # each QA pair points at the fact it tests
    by_id = {f.fact_id: f for f in facts}
    for pair in qa:
        assert by_id[pair["fact_id"]].tail == pair["answer"]
    # a shared node's name and address appear in every contract of that node
    for node in topology["nodes"]:
        for edge in topology["edges"]:
            if node["id"] in (edge["source"], edge["target"]):
                assert (
                    node["name"] in texts[edge["name"]] and node["address"] in texts[edge["name"]]
                )
    # totals agree, in the text and in the QA answers
    for name, text in texts.items():
        answers = {p["attribute"]: p["answer"] for p in qa if p["edge"] == name}
        if "total_price" not in answers:
            continue
        assert int(answers["total_price"]) == int(answers["quantity"]) * int(answers["unit_price"])
        for attribute in ("quantity", "unit_price", "total_price"):
            assert _appears(answers[attribute], text)
    return {"topology": topology, "qa": qa, "facts": facts, "texts": texts}


@pytest.mark.parametrize("seed", [0, 7, 12345])
def test_dataset1_any_seed(tmp_path: Path, seed: int) -> None:
    result = compile_dataset(CompileConfig(out=tmp_path / "d1", topology="dataset1", seed=seed))
    assert (result.contracts, result.qa_pairs, result.edges, result.nodes) == (20, 400, 20, 24)
    data = _check_dataset(tmp_path / "d1")
    assert {len([p for p in data["qa"] if p["edge"] == e]) for e in data["texts"]} == {20}
    stats = json.loads((tmp_path / "d1" / "stats.json").read_text())
    deg = {e["edge"]: e["deg"] for e in stats["edge_interconnectivity"]}
    assert deg["A_B"] == 14 and deg["A_C"] == 8
    degree = {n["node"]: n["degree"] for n in stats["node_degrees"]}
    assert degree["A"] == 8 and degree["B"] == 7
    # node attributes are what makes the graph inter-connected: A's name is in all 8 of its contracts
    a_name = next(n["name"] for n in data["topology"]["nodes"] if n["id"] == "A")
    assert sum(a_name in t for t in data["texts"].values()) == 8


def test_dataset2_and_edges_from(tmp_path: Path, shared_corpora: Path) -> None:
    result = compile_dataset(CompileConfig(out=tmp_path / "d2", topology="dataset2", seed=1))
    assert result.edges == 75 and result.qa_pairs == 1500 and result.components == 3
    _check_dataset(tmp_path / "d2")
    original = json.loads((shared_corpora / "pistol" / "sample_data_2.json").read_text())
    exact = compile_dataset(
        CompileConfig(
            out=tmp_path / "exact", edges_from=shared_corpora / "pistol" / "sample_data_2.json"
        )
    )
    compiled_edges = {
        e["name"] for e in json.loads((exact.out / "topology.json").read_text())["edges"]
    }
    assert compiled_edges == {row["edge"] for row in original}


def test_generator_and_edge_file_topologies(tmp_path: Path) -> None:
    result = compile_dataset(
        CompileConfig(
            out=tmp_path / "ba",
            generator="barabasi_albert_graph",
            generator_params=("n=12", "m=2"),
            seed=5,
        )
    )
    assert result.edges == 20
    _check_dataset(tmp_path / "ba")
    edges = tmp_path / "edges.csv"
    edges.write_text("source,target,type\nHQ,Shop,sales\nHQ,ann,employment\n")
    compile_dataset(CompileConfig(out=tmp_path / "file", topology=str(edges), style="classic"))
    data = _check_dataset(tmp_path / "file")
    assert "CONTRACT OF EMPLOYMENT" in data["texts"]["HQ_ann"]


def _tree_bytes(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.name.startswith(".hanker-")  # output marker and lock
    }


def test_same_seed_same_bytes_across_processes(tmp_path: Path) -> None:
    config = dict(
        topology="dataset1",
        seed=3,
        forget_edges=("A_C",),
        rdf_formats=("turtle", "ntriples", "nquads", "trig"),
    )
    compile_dataset(CompileConfig(out=tmp_path / "a", **config))
    compile_dataset(CompileConfig(out=tmp_path / "b", **config))
    assert _tree_bytes(tmp_path / "a") == _tree_bytes(tmp_path / "b")
    # a fresh interpreter with another hash seed gives the same bytes too
    env = {"PYTHONHASHSEED": "987", "HANKER_PROGRESS": "0", "PATH": ""}
    cmd = [
        sys.executable,
        "-m",
        "hanker",
        "pistol",
        "compile",
        "--out",
        str(tmp_path / "c"),
        "--seed",
        "3",
        "-f",
        "A_C",
        "--rdf",
        "turtle,ntriples,nquads,trig",
    ]
    subprocess.run(cmd, check=True, env=env, capture_output=True, cwd=REPO_ROOT)
    assert _tree_bytes(tmp_path / "a") == _tree_bytes(tmp_path / "c")
    compile_dataset(CompileConfig(out=tmp_path / "d", **{**config, "seed": 4}))
    assert _tree_bytes(tmp_path / "a")["qa.json"] != _tree_bytes(tmp_path / "d")["qa.json"]


def test_forget_retain_independent_splits(tmp_path: Path) -> None:
    result = compile_dataset(
        CompileConfig(out=tmp_path / "s", topology="dataset1", forget_edges=("A_C", "B_p"))
    )
    assert result.splits == {"forget": 2, "retain": 18, "independent": 6}
    split = json.loads((tmp_path / "s" / "splits" / "split.json").read_text())
    assert split["forget"] == ["A_C", "B_p"]
    assert split["independent"] == ["E1_F1", "E2_F2", "E3_F3", "E1_q1", "E2_q2", "E3_q3"]
    assert set(split["retain_connected"]) | set(split["independent"]) == set(split["retain"])
    forget_qa = json.loads((tmp_path / "s" / "splits" / "forget_qa.json").read_text())
    retain_qa = json.loads((tmp_path / "s" / "splits" / "retain_qa.json").read_text())
    assert len(forget_qa) == 40 and len(retain_qa) == 360
    assert {q["edge"] for q in forget_qa} == {"A_C", "B_p"}
    forget_docs = [
        json.loads(x)
        for x in (tmp_path / "s" / "splits" / "forget_corpus.jsonl").read_text().splitlines()
    ]
    assert [d["doc_id"] for d in forget_docs] == ["A_C", "B_p"]


def test_rdf_matches_facts_jsonl(tmp_path: Path) -> None:
    compile_dataset(
        CompileConfig(
            out=tmp_path / "r", seed=2, rdf_formats=("turtle", "ntriples", "nquads", "trig")
        )
    )
    expected = sorted(iter_facts(tmp_path / "r" / "facts.jsonl"), key=lambda f: f.fact_id)
    for suffix in ("ttl", "nt", "nq", "trig"):
        assert parse_facts(tmp_path / "r" / f"kg.{suffix}") == expected


def test_manifest_records_config_versions_and_hashes(tmp_path: Path) -> None:
    compile_dataset(CompileConfig(out=tmp_path / "m", seed=9, forget_edges=("A_B",)))
    manifest = json.loads((tmp_path / "m" / "manifest.json").read_text())
    assert manifest["config"]["seed"] == 9 and manifest["config"]["forget_edges"] == ["A_B"]
    assert manifest["generator"]["templates"] == "pistol-templates.v1"
    assert set(manifest["files"]) >= {
        "qa.json",
        "facts.jsonl",
        "kg.ttl",
        "stats.json",
        "splits/forget_qa.json",
    }


def test_output_and_config_errors(tmp_path: Path) -> None:
    out = tmp_path / "o"
    compile_dataset(CompileConfig(out=out))
    with pytest.raises(OutputError, match="not empty"):
        compile_dataset(CompileConfig(out=out))
    compile_dataset(CompileConfig(out=out, seed=1, overwrite=True))
    with pytest.raises(ConfigError, match="has no edge 'Z_Z'"):
        compile_dataset(CompileConfig(out=tmp_path / "x", forget_edges=("Z_Z",)))
    assert not (tmp_path / "x").exists()
    with pytest.raises(ConfigError, match="unknown RDF format"):
        compile_dataset(CompileConfig(out=tmp_path / "y", rdf_formats=("xml",)))
    a_file = tmp_path / "file"
    a_file.write_text("x")
    with pytest.raises(OutputError, match="not a directory"):
        compile_dataset(CompileConfig(out=a_file))


def test_shipped_demo_dataset_is_reproducible(tmp_path: Path) -> None:
    shipped = REPO_ROOT / "corpora" / "pistol-demo"
    manifest = json.loads((shipped / "manifest.json").read_text())
    cfg = manifest["config"]
    compile_dataset(
        CompileConfig(
            out=tmp_path / "demo",
            topology=cfg["topology"],
            seed=cfg["seed"],
            forget_edges=tuple(cfg["forget_edges"]),
            rdf_formats=tuple(cfg["rdf_formats"]),
            name=cfg["name"],
            style=cfg["style"],
        )
    )
    assert cfg["style"] == "classic"  # the demo keeps the compiler's first wording
    assert _tree_bytes(tmp_path / "demo") == _tree_bytes(shipped)


@pytest.mark.parametrize("style", ["classic", "numbered", "termsheet", "recitals", "letter"])
def test_every_style_keeps_the_ground_truth(tmp_path: Path, style: str) -> None:
    compile_dataset(
        CompileConfig(out=tmp_path / style, seed=11, style=style, forget_edges=("A_C",))
    )
    data = _check_dataset(tmp_path / style)
    classic = compile_dataset(CompileConfig(out=tmp_path / "c", seed=11, style="classic"))
    # the same values in every wording: only the text differs
    assert data["qa"] == json.loads((classic.out / "qa.json").read_text())
    if style != "classic":
        assert data["texts"]["A_C"] != (classic.out / "contracts" / "A_C.txt").read_text()
    assert len({f.fact_id for f in data["facts"]}) == len(data["facts"])


def test_mixed_style_draws_a_family_per_contract(tmp_path: Path) -> None:
    compile_dataset(CompileConfig(out=tmp_path / "m", seed=5))
    texts = [p.read_text() for p in (tmp_path / "m" / "contracts").glob("*.txt")]
    markers = {
        "classic": "AGREEMENT FOR THE SALE OF GOODS",
        "numbered": "hereinafter",
        "termsheet": "Governing law: ",
        "recitals": "WHEREAS",
        "letter": "Yours ",
    }
    used = {s for s, m in markers.items() for t in texts if m in t}
    assert len(used) >= 3
    manifest = json.loads((tmp_path / "m" / "manifest.json").read_text())
    assert manifest["config"]["style"] == "mixed"
    assert manifest["generator"]["styles"] == "pistol-styles.v1"
    with pytest.raises(ConfigError, match="unknown contract style"):
        CompileConfig(out=tmp_path / "x", style="sonnet")


def test_cli_style_option(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from hanker.cli.main import cli

    args = ["pistol", "compile", "--out", str(tmp_path / "l"), "--style", "letter", "-s", "2"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert "Yours " in (tmp_path / "l" / "contracts" / "A_C.txt").read_text()
    manifest = json.loads((tmp_path / "l" / "manifest.json").read_text())
    assert manifest["config"]["style"] == "letter"
    bad = CliRunner().invoke(
        cli, ["pistol", "compile", "--out", str(tmp_path / "x"), "--style", "ode"]
    )
    assert bad.exit_code == 2
