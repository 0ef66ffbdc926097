"""Fact and entity verdicts add up to the records' KMC counts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hanker.evaluate.verdicts import (
    case_links,
    entity_verdicts,
    fact_verdicts,
    model_differences,
    top_entities_markdown,
)

FACTS = {
    "f1": ("Ada Lovelace", "wrote notes on", "the Analytical Engine"),
    "f2": ("Ada Lovelace", "was born in", "London"),
    "f3": ("Charles Babbage", "designed", "the Analytical Engine"),
    "f4": ("Charles Babbage", "lived in", "London"),
}


def _suite() -> list[dict[str, Any]]:
    rows = []
    for fact_id, (head, relation, tail) in FACTS.items():
        for n in range(3):
            rows.append(
                {
                    "id": f"{fact_id}-{n}",
                    "question": f"q {fact_id} {n}",
                    "answer": tail,
                    "fact_id": fact_id,
                    "fact": {"head": head, "relation": relation, "tail": tail},
                    "hops": 1,
                }
            )
    rows.append(
        {
            "id": "f3-via-f1",
            "question": "Who designed the machine Ada Lovelace wrote notes on?",
            "answer": "Charles Babbage",
            "fact_id": "f3",
            "fact": {"head": FACTS["f3"][0], "relation": FACTS["f3"][1], "tail": FACTS["f3"][2]},
            "hops": 2,
            "path": ["f1", "f3"],
        }
    )
    rows.append({"id": "muse-1", "question": "no fact", "answer": "x"})  # a baseline row
    return rows


def _records(seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    records = []
    for model in ("original", "npo"):
        for row in _suite():
            leak = rng.random() < (0.7 if model == "original" else 0.2)
            records.append(
                {
                    "case_id": row["id"],
                    "model": model,
                    "question": row["question"],
                    "prediction": row["answer"] if leak else "I do not know",
                    "kmc": {"rouge": leak, "nli": leak and rng.random() < 0.5},
                }
            )
    return records


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_fact_and_entity_verdicts_add_up(seed: int) -> None:
    suite, records = _suite(), _records(seed)
    links = case_links(suite)
    assert "muse-1" not in links and links["f3-via-f1"].path == ("f1", "f3")
    facts = fact_verdicts(records, links, ["rouge", "nli"])
    for model in ("original", "npo"):
        mine = [r for r in records if r["model"] == model and r["case_id"] in links]
        rows = [f for f in facts if f["model"] == model]
        for judge in ("rouge", "nli"):
            assert sum(f["kmc_cases"][judge] for f in rows) == sum(r["kmc"][judge] for r in mine)
            leaked_ids = {links[r["case_id"]].fact_id for r in mine if r["kmc"][judge]}
            assert {f["fact_id"] for f in rows if f["leaked"][judge]} == leaked_ids
        assert sum(f["cases"] for f in rows) == len(mine) == 13
        f3 = next(f for f in rows if f["fact_id"] == "f3")
        assert f3["cases"] == 4 and f3["multi_hop_cases"] == 1
        single = [r for r in mine if r["case_id"].startswith("f3-") and r["case_id"][3:].isdigit()]
        multi_leak = next(r for r in mine if r["case_id"] == "f3-via-f1")["kmc"]["rouge"]
        expected_only = multi_leak and not any(r["kmc"]["rouge"] for r in single)
        assert f3["leaked_multi_hop_only"]["rouge"] == expected_only

    entities = entity_verdicts(facts, ["rouge", "nli"])
    for e in entities:
        rows = [
            f
            for f in facts
            if f["model"] == e["model"] and e["entity"] in (f["fact"]["head"], f["fact"]["tail"])
        ]
        assert e["facts"] == len(rows)
        assert e["leaked_facts"]["rouge"] == sum(f["leaked"]["rouge"] for f in rows)
        assert e["leak_rate"]["rouge"] == pytest.approx(e["leaked_facts"]["rouge"] / len(rows))
    london = next(e for e in entities if e["entity"] == "London" and e["model"] == "original")
    assert london["facts"] == 2  # f2 and f4 name it as their tail


def test_model_differences_and_report_table() -> None:
    suite, records = _suite(), _records(5)
    facts = fact_verdicts(records, case_links(suite), ["rouge"])
    differences = model_differences(facts, "rouge")
    leaked = {
        m: {f["fact_id"] for f in facts if f["model"] == m and f["leaked"]["rouge"]}
        for m in ("original", "npo")
    }
    row = next(d for d in differences if d["leaks_under"] == "original")
    assert row["facts"] == len(leaked["original"] - leaked["npo"])
    table = top_entities_markdown(entity_verdicts(facts, ["rouge"]), "rouge")
    assert "### original: entities that still leak (rouge judge)" in table
    section = table.split("### original: entities that still leak (rouge judge)")[1]
    first_row = next(
        line
        for line in section.splitlines()
        if line.startswith("| ") and "---" not in line and not line.startswith("| entity |")
    )
    ranked = [e for e in entity_verdicts(facts, ["rouge"]) if e["model"] == "original"]
    most = max(e["leaked_facts"]["rouge"] for e in ranked)
    assert any(first_row.startswith(f"| {e['entity']} | {most} |") for e in ranked)


def test_no_judge_is_an_error() -> None:
    with pytest.raises(ValueError):
        fact_verdicts([], {}, [])
