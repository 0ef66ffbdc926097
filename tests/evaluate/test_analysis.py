"""hanker evaluate's verdicts, multi-hop rates and degree strata, recomputed from records.jsonl.

The memorized tiny GPT-2 (taught 200 PISTOL single-hop QA pairs, ten contracts) and a copy
unlearned with GA on edge A_C are evaluated on a suite of those pairs plus 2-hop cases on the
ground-truth facts of A_C and A_B; the suite's test KG is the compiled PISTOL dataset, so deg(e)
comes from the compiler's ground truth.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from hanker.core.fact import Fact, iter_facts
from hanker.evaluate import EvaluateConfig, ModelSpec, evaluate_suite

pytest.importorskip("torch")
REPO = Path(__file__).resolve().parents[2]
PISTOL = REPO / "corpora" / "pistol-demo"


def _multi_hop(facts: list[Fact], qa: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from hanker.synth.base import SynthesisInput
    from hanker.synth.multihop import TemplateHopWriter, hop_pairs, multihop_cases

    chosen = [f for f in facts if f.meta.get("edge") in {"A_C", "A_B"}]
    inputs = {
        f.fact_id: SynthesisInput(
            f.fact_id, f.head, f.relation, f.tail, f.sources[0].sentence, f.sources[0].sentence, {}
        )
        for f in chosen
    }
    questions: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in qa:
        questions[row["fact_id"]].append(row)
    return multihop_cases(hop_pairs(chosen, inputs, 15), TemplateHopWriter(questions), Counter())


@pytest.fixture(scope="module")
def evaluation(
    memorized_lm: Path, memorized_qa: list, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, list[dict[str, Any]]]:
    from hanker.core.records import FewShot
    from hanker.train.unlearn import UnlearnConfig, unlearn_to_folder

    root = tmp_path_factory.mktemp("analysis")
    kg = root / "kg"
    kg.mkdir()
    for name in ("facts.jsonl", "stats.json", "topology.json"):
        shutil.copy(PISTOL / name, kg / name)
    facts = list(iter_facts(kg / "facts.jsonl"))
    by_id = {f.fact_id: f for f in facts}
    qa = json.loads((PISTOL / "qa.json").read_text())[: len(memorized_qa)]
    rows: list[dict[str, Any]] = []
    for row in qa:
        fact = by_id[row["fact_id"]]
        rows.append(
            {
                "id": row["id"],
                "question": row["question"],
                "answer": row["answer"],
                "fact_id": fact.fact_id,
                "fact": {"head": fact.head, "relation": fact.relation, "tail": fact.tail},
                "hops": 1,
                "path": [fact.fact_id],
            }
        )
    rows += _multi_hop(facts, qa)
    suite = root / "suite.jsonl"
    suite.write_text("".join(json.dumps(r) + "\n" for r in rows))
    (root / "suite.jsonl.manifest.json").write_text(json.dumps({"test_kg": str(kg)}))
    forget = [FewShot(r["question"], r["answer"]) for r in qa if r["edge"] == "A_C"]
    retain = [FewShot(r["question"], r["answer"]) for r in qa if r["edge"] != "A_C"]
    ga = root / "ga"
    unlearn_to_folder(
        memorized_lm, ga, forget, retain, UnlearnConfig("ga", learning_rate=5e-4, epochs=3)
    )
    out = root / "ev"
    evaluate_suite(
        EvaluateConfig(
            suite=suite,
            models=(ModelSpec(str(memorized_lm)), ModelSpec(str(ga))),
            out=out,
            judges=("rouge",),
        )
    )
    return out, rows


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.slow
def test_fact_and_entity_verdicts_add_up_to_the_records(
    evaluation: tuple[Path, list[dict[str, Any]]],
) -> None:
    out, rows = evaluation
    records = _jsonl(out / "records.jsonl")
    fact_of = {r["id"]: r["fact_id"] for r in rows}
    triple = {r["fact_id"]: r["fact"] for r in rows}
    cases: Counter[tuple[str, str]] = Counter()
    kmc: Counter[tuple[str, str]] = Counter()
    for record in records:
        key = (record["model"], fact_of[record["case_id"]])
        cases[key] += 1
        kmc[key] += record["kmc"]["rouge"]
    facts = {(r["model"], r["fact_id"]): r for r in _jsonl(out / "facts.jsonl")}
    assert set(facts) == set(cases)
    for key, row in facts.items():
        assert row["cases"] == cases[key]
        assert row["kmc_cases"]["rouge"] == kmc[key]
        assert row["leaked"]["rouge"] == (kmc[key] > 0)
    summary = json.loads((out / "summary.json").read_text())
    for model, entry in summary["models"].items():
        assert sum(v for (m, _), v in kmc.items() if m == model) == entry["judges"]["rouge"]["kmc"]
    entities = {(e["model"], e["entity"]): e for e in _jsonl(out / "entities.jsonl")}
    expected: dict[tuple[str, str], set[str]] = defaultdict(set)
    for model, fact_id in cases:
        for name in (triple[fact_id]["head"], triple[fact_id]["tail"]):
            expected[(model, name)].add(fact_id)
    assert set(entities) == set(expected)
    for key, ids in expected.items():
        assert entities[key]["facts"] == len(ids)
        leaked = sum(1 for f in ids if kmc[(key[0], f)] > 0)
        assert entities[key]["leaked_facts"]["rouge"] == leaked
    memorized = next(iter(summary["models"]))
    assert any(e["leaked_facts"]["rouge"] for (m, _), e in entities.items() if m == memorized)
    report = (out / "report.md").read_text()
    assert "entities that still leak (rouge judge)" in report
    assert "| entity | leaked facts |" in report


def _cell(kmc: int, n: int) -> str:
    return f"{kmc / n:.2f} ({kmc}/{n})"


@pytest.mark.slow
def test_multi_hop_and_degree_tables_are_what_the_records_give(
    evaluation: tuple[Path, list[dict[str, Any]]],
) -> None:
    out, rows = evaluation
    records = _jsonl(out / "records.jsonl")
    hops = {r["id"]: r["hops"] for r in rows}
    fact_of = {r["id"]: r["fact_id"] for r in rows}
    assert any(h == 2 for h in hops.values())
    stats = json.loads((PISTOL / "stats.json").read_text())
    deg = {e["edge"]: e["deg"] for e in stats["edge_interconnectivity"]}
    edge = {f.fact_id: f.meta["edge"] for f in iter_facts(PISTOL / "facts.jsonl")}

    def bucket(d: int) -> str:
        return (
            "1"
            if d == 1
            else "2-3"
            if d <= 3
            else "4-7"
            if d <= 7
            else "8-15"
            if d <= 15
            else "16+"
        )

    by_hops: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    by_degree: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for record in records:
        model = Path(record["model"]).name
        label = "multi-hop" if hops[record["case_id"]] > 1 else "single-hop"
        for table, key in (
            (by_hops, label),
            (by_degree, bucket(deg[edge[fact_of[record["case_id"]]]])),
        ):
            table[(model, key)][0] += record["kmc"]["rouge"]
            table[(model, key)][1] += 1
    report = (out / "report.md").read_text()
    assert len({k for _, k in by_degree}) >= 2  # A_B (deg 14) and A_C (deg 8) and the others
    for table, title in ((by_hops, "| cases |"), (by_degree, "| edge inter-connectivity deg(e) |")):
        section = report[report.index(title) :].split("\n\n")[0]
        lines = {line.split(" | ")[0].strip("| "): line for line in section.splitlines()[2:]}
        header = [c.strip() for c in section.splitlines()[0].strip("|").split("|")][1:]
        for (model, key), (kmc, n) in table.items():
            cells = [c.strip() for c in lines[key].strip("|").split("|")][1:]
            assert cells[header.index(model)] == _cell(kmc, n)
    features = _jsonl(out / "case_features.jsonl")
    assert {f["edge_degree_source"] for f in features} == {"ground-truth"}
    assert (out / "kmc_by_degree.png").stat().st_size > 0
    assert (out / "kmc_by_hops.png").stat().st_size > 0
