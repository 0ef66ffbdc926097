"""Scoring a knowledge graph built from compiled PISTOL contracts against the compiler's ground truth.

Used by the tests and by ``benchmarks/pistol_audit_quality.py``; useful to anyone comparing
extractors or coreference backends on contracts whose every fact is known.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any


def _contains(text: str, value: str) -> bool:
    return re.search(rf"(?<![\w]){re.escape(value.lower())}(?![\w])", text.lower()) is not None


def attribute_recall(dataset: Path, kg: Path, edges: set[str]) -> dict[str, Any]:
    """Share of the contracts' attribute values found in a fact tied to the right party or contract.

    A fact is tied when its head (or tail, for name attributes) names the contract's seller/customer
    or employer/employee; role values (Seller, Customer) count when the fact names that party.
    """
    qa = [q for q in json.loads((dataset / "qa.json").read_text()) if q["edge"] in edges]
    facts = [json.loads(line) for line in (kg / "facts.jsonl").read_text().splitlines()]
    found, missing = 0, []
    for edge in edges:
        pairs = {q["attribute"]: q["answer"] for q in qa if q["edge"] == edge}
        parties = [
            str(pairs[k])
            for k in ("seller_name", "customer_name", "employer_name", "employee_name")
            if pairs.get(k)
        ]
        doc_facts = [f for f in facts if any(s["doc_id"] == edge for s in f["sources"])]
        for attribute, value in pairs.items():
            targets = [value]
            if value in {"Seller", "Customer"}:
                targets = [pairs[f"{value.lower()}_name"]]
            ok = False
            for fact in doc_facts:
                tied = any(_contains(fact["head"], p) for p in parties) or any(
                    _contains(fact["tail"], p) for p in parties
                )
                if tied and any(
                    _contains(fact["tail"], t) or _contains(fact["head"], t) for t in targets
                ):
                    if (
                        attribute.endswith("_name")
                        and not _contains(fact["tail"], value)
                        and not _contains(fact["head"], value)
                    ):
                        continue
                    ok = True
                    break
            if ok:
                found += 1
            else:
                missing.append((edge, attribute, value))
    total = found + len(missing)
    return {
        "recall": found / total if total else 0.0,
        "found": found,
        "total": total,
        "missing": missing,
    }


def _ground_truth(dataset: Path, forget_edges: set[str]) -> tuple[list[str], list[str], set[str]]:
    """(names of nodes shared with retain contracts, names of forget-only nodes, own values)."""
    topology = json.loads((dataset / "topology.json").read_text())
    retain_nodes = {
        n
        for e in topology["edges"]
        if e["name"] not in forget_edges
        for n in (e["source"], e["target"])
    }
    forget_nodes = {
        n
        for e in topology["edges"]
        if e["name"] in forget_edges
        for n in (e["source"], e["target"])
    }
    names = {n["id"]: n["name"] for n in topology["nodes"]}
    shared = [names[n] for n in forget_nodes & retain_nodes]
    only_forget = [names[n] for n in forget_nodes - retain_nodes]
    addresses = {n["address"] for n in topology["nodes"] if n["id"] in forget_nodes & retain_nodes}
    qa = [q for q in json.loads((dataset / "qa.json").read_text()) if q["edge"] in forget_edges]
    own_values = {
        q["answer"]
        for q in qa
        if q["answer"] not in shared
        and q["answer"] not in addresses
        and q["answer"] not in {"Seller", "Customer"}
    }
    return shared, only_forget, own_values


def redundancy_decision(
    dataset: Path, forget_kg: Path, test_kg: Path, forget_edges: set[str]
) -> dict[str, Any]:
    """Precision and recall of dedupe's decisions against the compiler's ground truth.

    A forget fact is truly redundant when it carries nothing of the forget contract itself:
    it is about a node the forget contracts share with retain contracts (company A and its
    address) or is contract boilerplate. Every other fact (one that names the contract, a
    node only the forget contracts have, or one of the contract's own values: dates, goods,
    prices, terms) must stay.
    """
    shared, only_forget, own_values = _ground_truth(dataset, forget_edges)
    facts = [json.loads(line) for line in (forget_kg / "facts.jsonl").read_text().splitlines()]
    removed = {
        json.loads(line)["fact_id"] for line in (test_kg / "removed.jsonl").read_text().splitlines()
    }
    tp = fp = fn = tn = 0
    for fact in facts:
        about_shared = (
            not fact["head"].startswith(("Agreement", "Goods"))
            and not any(_contains(fact["head"], name) for name in only_forget)
            and not any(_contains(fact["tail"], name) for name in only_forget)
            and not any(_contains(fact["tail"], value) for value in own_values)
        )
        decided = fact["fact_id"] in removed
        tp += about_shared and decided
        fp += decided and not about_shared
        fn += about_shared and not decided
        tn += not about_shared and not decided
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {
        "precision": precision,
        "recall": recall,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "tn": tn,
        "shared_nodes": shared,
    }
