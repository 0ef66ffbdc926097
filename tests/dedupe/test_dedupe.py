"""Redundancy removal: each matching level, the report, streaming output, inputs and errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.errors import ConfigError, InputError, OutputError
from hanker.core.fact import ExtractorInfo, Source, make_fact, write_facts
from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.dedupe.normalize import canonical_relation, match_normalize
from hanker.kg.rdf import write_rdf

EXTRACTOR = ExtractorInfo("test", None, "t.v1")


def _write(path: Path, triples: list[tuple[str, str, str]], doc: str) -> Path:
    facts = [
        make_fact(h, r, t, [Source("c", doc, None, 0, 1, f"{h} {r} {t}.")], EXTRACTOR)
        for h, r, t in triples
    ]
    write_facts(path, facts)
    return path


def test_normalization_rules() -> None:
    assert match_normalize("The  Acme, Inc.") == "acme inc"
    assert canonical_relation("is headquartered in") == "located in"
    assert canonical_relation("located_in") == "located in"
    assert canonical_relation("Place of birth") == "born in"
    assert canonical_relation("sells") == "sells"


def test_levels_are_counted_separately(tmp_path: Path) -> None:
    forget = _write(
        tmp_path / "forget.jsonl",
        [
            ("Acme Corp", "located in", "Paris"),  # exact
            (
                "the ACME corp.",
                "is headquartered in",
                "Paris",
            ),  # normalized (case, article, punctuation, synonym)
            (
                "Acme",
                "employer",
                "Jane Doe",
            ),  # alias: Acme = Acme Corp, via an alias fact in the retain KG
            ("Widget Co", "founded in", "1999"),  # kept
            ("Widget Co", "sells", "bicycles"),  # kept
        ],
        "f1",
    )
    retain = _write(
        tmp_path / "retain.jsonl",
        [
            ("Acme Corp", "located in", "Paris"),
            ("Acme Corp", "also known as", "Acme"),
            ("Acme Corp", "works for", "Jane Doe"),
            ("Other Ltd", "sells", "cars"),
        ],
        "r1",
    )
    result = dedupe_kgs(DedupeConfig(forget=forget, retain=retain, out=tmp_path / "test"))
    assert result.initial == 5 and result.retain_facts == 4
    assert result.removed == {"exact": 1, "normalized": 1, "alias": 1}
    assert result.final == 2
    kept = [
        json.loads(line) for line in (tmp_path / "test" / "facts.jsonl").read_text().splitlines()
    ]
    assert [(f["head"], f["tail"]) for f in kept] == [
        ("Widget Co", "1999"),
        ("Widget Co", "bicycles"),
    ]
    # kept facts are the forget file's own lines, unchanged
    forget_lines = forget.read_text().splitlines()
    assert (tmp_path / "test" / "facts.jsonl").read_text().splitlines() == forget_lines[3:]
    report = json.loads((tmp_path / "test" / "redundancy.json").read_text())
    assert (
        report["initial_facts"] == 5 and report["final_facts"] == 2 and report["removed_total"] == 3
    )
    example = report["examples"]["normalized"][0]
    assert (
        example["retain"]["sentence"] == "Acme Corp located in Paris."
        and example["retain"]["doc_id"] == "r1"
    )
    markdown = (tmp_path / "test" / "redundancy.md").read_text()
    assert "| removed: alias | 1 |" in markdown and "**final (test KG)** | **2**" in markdown
    removed = [
        json.loads(line) for line in (tmp_path / "test" / "removed.jsonl").read_text().splitlines()
    ]
    assert [r["level"] for r in removed] == ["exact", "normalized", "alias"]
    assert (tmp_path / "test" / "kg.ttl").exists()


def test_only_the_requested_levels_run(tmp_path: Path) -> None:
    forget = _write(
        tmp_path / "f.jsonl",
        [("Acme Corp", "located in", "Paris"), ("acme corp", "based in", "paris")],
        "f",
    )
    retain = _write(tmp_path / "r.jsonl", [("Acme Corp", "located in", "Paris")], "r")
    result = dedupe_kgs(
        DedupeConfig(
            forget=forget, retain=retain, out=tmp_path / "o", levels=("exact",), rdf_formats=()
        )
    )
    assert result.removed == {"exact": 1} and result.final == 1
    assert not (tmp_path / "o" / "kg.ttl").exists()


def test_alias_file_links_entities(tmp_path: Path) -> None:
    (tmp_path / "retain").mkdir()
    retain = _write(
        tmp_path / "retain" / "facts.jsonl",
        [("International Business Machines", "founded in", "1911")],
        "r",
    )
    (tmp_path / "retain" / "aliases.jsonl").write_text(
        '{"entity": "International Business Machines", "aliases": ["IBM"]}\n'
    )
    forget = _write(tmp_path / "f.jsonl", [("IBM", "founded in", "1911")], "f")
    result = dedupe_kgs(DedupeConfig(forget=forget, retain=retain.parent, out=tmp_path / "o"))
    assert result.removed["alias"] == 1 and result.final == 0


def test_semantic_level_with_real_minilm(tmp_path: Path) -> None:
    pytest.importorskip("sentence_transformers")
    forget = _write(
        tmp_path / "f.jsonl",
        [("Acme Corp", "has its head office in", "Paris"), ("Acme Corp", "sells", "bicycles")],
        "f",
    )
    retain = _write(
        tmp_path / "r.jsonl",
        [("Acme Corp", "is based in", "Paris"), ("Zed Ltd", "sells", "bicycles and helmets")],
        "r",
    )
    result = dedupe_kgs(
        DedupeConfig(
            forget=forget,
            retain=retain,
            out=tmp_path / "o",
            levels=("exact", "normalized", "semantic"),
            semantic_threshold=0.85,
        )
    )
    assert result.removed == {"exact": 0, "normalized": 0, "semantic": 1}
    assert result.examples["semantic"][0]["score"] >= 0.85
    kept = [
        json.loads(line)["relation"]
        for line in (tmp_path / "o" / "facts.jsonl").read_text().splitlines()
    ]
    assert kept == [
        "sells"
    ]  # shares no entity with the retain fact about bicycles, so it is never compared


def test_pistol_ground_truth_removes_shared_node_facts(tmp_path: Path) -> None:
    from hanker.pistol.compile import CompileConfig, compile_dataset

    compile_dataset(CompileConfig(out=tmp_path / "d", seed=8, forget_edges=("A_C",)))
    splits = tmp_path / "d" / "splits"
    result = dedupe_kgs(
        DedupeConfig(
            forget=splits / "forget_facts.jsonl",
            retain=splits / "retain_facts.jsonl",
            out=tmp_path / "t",
        )
    )
    removed = [json.loads(x) for x in (tmp_path / "t" / "removed.jsonl").read_text().splitlines()]
    forget = {
        json.loads(x)["fact_id"]: json.loads(x)
        for x in (splits / "forget_facts.jsonl").read_text().splitlines()
    }
    # exactly the fact about shared node A (its address) is redundant; C's address and the contract terms stay
    assert [forget[r["fact_id"]]["meta"]["attribute"] for r in removed] == ["customer_address"]
    assert result.final == 19


def test_rdf_inputs_and_errors(tmp_path: Path) -> None:
    facts = [make_fact("A", "r", "B", [], EXTRACTOR), make_fact("C", "r", "D", [], EXTRACTOR)]
    write_rdf(tmp_path / "forget.ttl", facts)
    write_rdf(tmp_path / "retain.nq", facts[:1], "nquads")
    result = dedupe_kgs(
        DedupeConfig(
            forget=tmp_path / "forget.ttl", retain=tmp_path / "retain.nq", out=tmp_path / "o"
        )
    )
    assert result.removed["exact"] == 1 and result.final == 1
    assert not list((tmp_path / "o").glob("*.facts.jsonl"))  # scratch conversions are cleaned up
    with pytest.raises(OutputError, match="not empty"):
        dedupe_kgs(
            DedupeConfig(
                forget=tmp_path / "forget.ttl", retain=tmp_path / "retain.nq", out=tmp_path / "o"
            )
        )
    with pytest.raises(ConfigError, match="unknown dedupe level"):
        dedupe_kgs(
            DedupeConfig(
                forget=tmp_path / "forget.ttl",
                retain=tmp_path / "retain.nq",
                out=tmp_path / "p",
                levels=("fuzzy",),
            )
        )
    with pytest.raises(InputError, match="no such file"):
        dedupe_kgs(
            DedupeConfig(
                forget=tmp_path / "nope.jsonl", retain=tmp_path / "retain.nq", out=tmp_path / "q"
            )
        )
    (tmp_path / "bad.jsonl").write_text('{"head": "x"}\n')
    with pytest.raises(InputError, match="line 1 is not a fact record"):
        dedupe_kgs(
            DedupeConfig(
                forget=tmp_path / "bad.jsonl", retain=tmp_path / "retain.nq", out=tmp_path / "r"
            )
        )


def test_cli_dedupe(tmp_path: Path) -> None:
    forget = _write(tmp_path / "f.jsonl", [("A", "r", "B"), ("C", "r", "D")], "f")
    retain = _write(tmp_path / "r.jsonl", [("a", "r", "b")], "r")
    result = CliRunner().invoke(
        cli, ["dedupe", str(forget), str(retain), "--out", str(tmp_path / "o"), "--rdf", "none"]
    )
    assert result.exit_code == 0, result.output
    assert "removed: normalized   1" in result.output and "final facts           1" in result.output
    result = CliRunner().invoke(cli, ["dedupe", "--help"])
    assert "Matching levels" in result.output


def test_ascii_fast_path_agrees_with_unicode_path() -> None:
    import re
    import unicodedata

    def reference(text: str) -> str:
        text = re.sub(r"[^\w\s]+", " ", unicodedata.normalize("NFKC", text).casefold())
        return " ".join(w for w in text.split() if w not in {"a", "an", "the"})

    for text in [
        "The ACME-Corp, Inc.",
        "a_b c!d",
        "  An  Apple  ",
        "x.y/z (the) [a]",
        "Ünïcode Straße",
        "ＦＵＬＬ width",
    ]:
        assert match_normalize(text) == reference(text)
