"""Quality of the offline audit pipeline on PISTOL contracts, against the compiler's ground truth.

    python benchmarks/pistol_audit_quality.py [--seeds 1 2 3] [--forget A_C]

For each seed: compile Dataset 1, build the forget and retain KGs (rules coreference,
spaCy extractor), dedupe, synthesize the suite (templates), and report:
attribute recall (share of the forget contract's 20 attribute values found in a fact tied
to the right party or contract), the share of facts carrying an attribute value, the
precision and recall of dedupe's redundancy decisions, facts, cases, and seconds.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from hanker.corpora import ReaderOptions
from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.kg.build import BuildConfig, build_kg
from hanker.pistol.compile import CompileConfig, compile_dataset
from hanker.pistol.scoring import attribute_recall, redundancy_decision
from hanker.synth.audit import AuditConfig, build_audit


def _value_share(dataset: Path, kg: Path, edges: set[str]) -> float:
    values = {
        q["answer"].lower()
        for q in json.loads((dataset / "qa.json").read_text())
        if q["edge"] in edges
    }
    facts = [json.loads(line) for line in (kg / "facts.jsonl").read_text().splitlines()]
    carrying = sum(any(v in f["tail"].lower() for v in values) for f in facts)
    return carrying / len(facts) if facts else 0.0


def main() -> None:
    """Run the pipeline per seed and print one line each, then the means."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--forget", default="A_C")
    args = parser.parse_args()
    rows = []
    print(
        "seed  recall  value-share  dedupe-P  dedupe-R  forget-facts  test-facts  cases  cases/fact  seconds"
    )
    for seed in args.seeds:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            start = time.perf_counter()
            compile_dataset(CompileConfig(out=root / "d", seed=seed, forget_edges=(args.forget,)))
            for split in ("forget", "retain"):
                build_kg(
                    BuildConfig(
                        sources=(str(root / "d"),),
                        reader_options=ReaderOptions(split=split),
                        out=root / split,
                        rdf_formats=(),
                    )
                )
            dd = dedupe_kgs(
                DedupeConfig(
                    forget=root / "forget",
                    retain=root / "retain",
                    out=root / "test",
                    rdf_formats=(),
                )
            )
            suite = build_audit(AuditConfig(test_kg=root / "test", out=root / "suite.jsonl"))
            seconds = time.perf_counter() - start
            recall = attribute_recall(root / "d", root / "forget", {args.forget})
            decision = redundancy_decision(
                root / "d", root / "forget", root / "test", {args.forget}
            )
            share = _value_share(root / "d", root / "forget", {args.forget})
            row = (
                seed,
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
            rows.append(row)
            print(
                f"{row[0]:4d}  {row[1]:6.2f}  {row[2]:11.2f}  {row[3]:8.2f}  {row[4]:8.2f}  {row[5]:12d}  {row[6]:10d}  {row[7]:5d}  {row[8]:10.2f}  {row[9]:7.1f}"
            )
    n = len(rows)
    means = [sum(r[i] for r in rows) / n for i in range(1, 5)]
    print(f"mean  {means[0]:6.2f}  {means[1]:11.2f}  {means[2]:8.2f}  {means[3]:8.2f}")


if __name__ == "__main__":
    main()
