"""Quality of the offline audit pipeline on PISTOL contracts, against the compiler's ground truth.

    python benchmarks/pistol_audit_quality.py [--seeds 1 2 3] [--forget A_C] [--style all]

For each wording family (``--style all``: every family of ``hanker pistol compile --style``)
and each seed: compile Dataset 1 with every contract in that family, build the forget and
retain KGs (rules coreference, spaCy extractor), dedupe, synthesize the suite (templates),
and report: attribute recall (share of the forget contract's 20 attribute values found in a
fact tied to the right party or contract), the share of facts carrying an attribute value,
the precision and recall of dedupe's redundancy decisions, facts, cases, and seconds. Then
one line per family with the means (the baseline is the ``classic`` family, the compiler's
original wording: the ratio column is family recall / classic recall).

``--unseen`` also scores a few contracts in wordings no family uses (a purchase order, a
memorandum of understanding, a consultancy letter), written out below and never tuned to:
their recall is reported apart.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from hanker.extract.build import BuildConfig, build_kg
from hanker.pistol.audit_quality import attribute_recall, redundancy_decision
from hanker.pistol.contracts import STYLES
from hanker.synth.audit import AuditConfig, build_audit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' helpers
from tests.pistol_kgs import build_pistol_kg_pair

_UNSEEN = Path(__file__).with_name("data") / "pistol_unseen_contracts.json"


def _value_share(dataset: Path, kg: Path, edges: set[str]) -> float:
    values = {
        q["answer"].lower()
        for q in json.loads((dataset / "qa.json").read_text())
        if q["edge"] in edges
    }
    facts = [json.loads(line) for line in (kg / "facts.jsonl").read_text().splitlines()]
    carrying = sum(any(v in f["tail"].lower() for v in values) for f in facts)
    return carrying / len(facts) if facts else 0.0


def run_seed(root: Path, seed: int, style: str, forget: str) -> tuple[float, ...]:
    """One pipeline run; returns (recall, value share, dedupe P, dedupe R, facts, test facts, cases, cases/fact, s)."""
    start = time.perf_counter()
    pair = build_pistol_kg_pair(root, dedupe=True, seed=seed, forget_edges=(forget,), style=style)
    dd = pair.dedupe
    suite = build_audit(AuditConfig(test_kg=root / "test", out=root / "suite.jsonl"))
    seconds = time.perf_counter() - start
    recall = attribute_recall(root / "d", root / "forget", {forget})
    decision = redundancy_decision(root / "d", root / "forget", root / "test", {forget})
    share = _value_share(root / "d", root / "forget", {forget})
    return (
        recall["recall"],
        share,
        decision["precision"],
        decision["recall"],
        dd.initial,
        dd.final,
        suite.cases,
        suite.cases / max(suite.facts, 1),
        seconds,
    )


def unseen_recall() -> list[tuple[str, float, int]]:
    """Recall of each hand-written contract in a wording no family uses: (name, recall, values)."""
    cases = json.loads(_UNSEEN.read_text())
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for case in cases:
            corpus = root / f"{case['name']}.jsonl"
            corpus.write_text(json.dumps({"doc_id": case["name"], "text": case["text"]}) + "\n")
            build_kg(BuildConfig(sources=(str(corpus),), out=root / case["name"], rdf_formats=()))
            facts = [
                json.loads(line)
                for line in (root / case["name"] / "facts.jsonl").read_text().splitlines()
            ]
            parties = case["parties"]
            found = 0
            for value in case["values"]:
                found += any(
                    value.lower() in (f["head"] + " " + f["tail"]).lower()
                    and any(p.lower() in (f["head"] + " " + f["tail"]).lower() for p in parties)
                    for f in facts
                )
            out.append((case["name"], found / len(case["values"]), len(case["values"])))
    return out


def main() -> None:
    """Run the pipeline per family and seed, print one line each, then the means per family."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--forget", default="A_C")
    parser.add_argument("--style", default="classic", choices=[*STYLES, "mixed", "all"])
    parser.add_argument("--unseen", action="store_true", help="also score the unseen wordings")
    args = parser.parse_args()
    styles = list(STYLES) if args.style == "all" else [args.style]
    means: dict[str, list[float]] = {}
    print(
        "style      seed  recall  value-share  dedupe-P  dedupe-R  forget-facts  test-facts  cases  cases/fact  seconds"
    )
    for style in styles:
        rows = []
        for seed in args.seeds:
            with tempfile.TemporaryDirectory() as tmp:
                row = run_seed(Path(tmp), seed, style, args.forget)
            rows.append(row)
            print(
                f"{style:9s}  {seed:4d}  {row[0]:6.2f}  {row[1]:11.2f}  {row[2]:8.2f}  {row[3]:8.2f}"
                f"  {row[4]:12d}  {row[5]:10d}  {row[6]:5d}  {row[7]:10.2f}  {row[8]:7.1f}"
            )
        means[style] = [statistics.mean(r[i] for r in rows) for i in (0, 2, 3, 8)] + [
            min(r[0] for r in rows)
        ]
    print("\nper family (means over seeds)")
    print("style      recall  min-recall  dedupe-P  dedupe-R  s/seed  recall/classic")
    base = means.get("classic", [0.0])[0]
    for style, (recall, precision, red_recall, seconds, low) in means.items():
        ratio = f"{recall / base:14.2f}" if base else "             -"
        print(
            f"{style:9s}  {recall:6.3f}  {low:10.3f}  {precision:8.3f}  {red_recall:8.3f}  {seconds:6.1f}  {ratio}"
        )
    if args.unseen:
        print("\nunseen wordings (not tuned to)")
        for name, recall, total in unseen_recall():
            print(f"{name:28s}  recall {recall:5.2f}  of {total} values")


if __name__ == "__main__":
    main()
