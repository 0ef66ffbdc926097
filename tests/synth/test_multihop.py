"""Multi-hop cases: every pair of PISTOL forget facts sharing an entity gets a valid 2-hop case."""

from __future__ import annotations

import itertools
import json
import re
import shutil
from typing import Any

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.kg.fact import Fact, iter_facts, normalize_text


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None


@pytest.fixture(scope="module")
def pistol_suite(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[list[Fact], list[dict[str, Any]]]:
    """Two forget contracts sharing company A; their ground-truth facts as the test KG; audit --hops 2."""
    from hanker.pistol.compile import CompileConfig, compile_dataset

    root = tmp_path_factory.mktemp("pistol-hops")
    compile_dataset(
        CompileConfig(
            out=root / "pistol",
            topology="dataset1",
            seed=2026,
            forget_edges=("A_C", "A_C2"),
            style="classic",
        )
    )
    kg = root / "kg"
    kg.mkdir()
    shutil.copy(root / "pistol" / "splits" / "forget_facts.jsonl", kg / "facts.jsonl")
    result = CliRunner().invoke(
        cli, ["audit", str(kg), "--out", str(root / "suite.jsonl"), "--hops", "2"]
    )
    assert result.exit_code == 0, result.output
    assert "multi-hop cases" in result.output
    rows = [json.loads(line) for line in (root / "suite.jsonl").read_text().splitlines()]
    return list(iter_facts(kg / "facts.jsonl")), rows


def test_every_pair_sharing_an_entity_has_a_case(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]]],
) -> None:
    facts, rows = pistol_suite
    covered = {frozenset(r["path"]) for r in rows if r["hops"] == 2}
    pairs = []
    for a, b in itertools.combinations(facts, 2):
        shared = {a.head_norm, a.tail_norm} & {b.head_norm, b.tail_norm}
        far = {a.head_norm, a.tail_norm, b.head_norm, b.tail_norm} - shared
        if shared and len(far) == 2:  # two facts on the same two ends have no path
            pairs.append(frozenset((a.fact_id, b.fact_id)))
    edges = {f.fact_id: f.meta["edge"] for f in facts}
    across = [p for p in pairs if len({edges[f] for f in p}) == 2]
    assert across, "the two forget contracts share company A: paths through it must exist"
    missing = [p for p in pairs if p not in covered]
    assert len(missing) <= 0.05 * len(pairs), (len(missing), len(pairs))
    assert any(p in covered for p in across)


def test_paths_are_valid_and_questions_hide_answer_and_bridge(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]]],
) -> None:
    facts, rows = pistol_suite
    by_id = {f.fact_id: f for f in facts}
    hop_rows = [r for r in rows if r["hops"] == 2]
    assert hop_rows
    for row in rows:
        assert row["path"][-1] == row["fact_id"]
    for row in hop_rows:
        first, second = (by_id[f] for f in row["path"])
        assert first.fact_id != second.fact_id
        shared = {first.head_norm, first.tail_norm} & {second.head_norm, second.tail_norm}
        assert normalize_text(row["bridge"]) in shared
        assert normalize_text(row["answer"]) in {second.head_norm, second.tail_norm}
        assert normalize_text(row["answer"]) != normalize_text(row["bridge"])
        assert not _mentions(row["question"], row["answer"]), row
        assert not _mentions(row["question"], row["bridge"]), row
        assert row["generator"]["prompt_version"] == "multihop-template.v1"


def test_template_composes_from_the_two_facts_questions() -> None:
    from collections import Counter

    from hanker.kg.fact import ExtractorInfo, Source, make_fact
    from hanker.synth.base import SynthesisInput
    from hanker.synth.multihop import TemplateHopWriter, hop_pairs, multihop_cases

    texts = {
        ("Mara Lind", "founded", "Qpubwe"): "Mara Lind founded Qpubwe in 1998.",
        ("Qpubwe", "acquired", "Tollbridge"): "In 2004 Qpubwe acquired Tollbridge.",
    }
    extractor = ExtractorInfo(name="test", model=None, version="v")
    facts = [
        make_fact(h, r, t, [Source("c", "d", None, 0, len(s), s)], extractor)
        for (h, r, t), s in texts.items()
    ]
    inputs = {
        f.fact_id: SynthesisInput(f.fact_id, f.head, f.relation, f.tail, s, s, {})
        for f, s in zip(facts, texts.values(), strict=True)
    }
    pairs = hop_pairs(facts, inputs)
    assert len(pairs) == 1
    rejections: Counter[str] = Counter()
    cases = multihop_cases(pairs, TemplateHopWriter(), rejections)
    assert len(cases) == 1, rejections
    case = cases[0]
    assert case["answer"] == "Tollbridge"
    assert case["path"] == [facts[0].fact_id, facts[1].fact_id]
    assert "Mara Lind" in case["question"] and "Qpubwe" not in case["question"]
