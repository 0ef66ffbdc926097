"""Scoring extracted facts against the PISTOL compiler's ground truth (shared by tests and benchmarks)."""

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
            pairs.get(k)
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
