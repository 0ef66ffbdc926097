"""``hanker evaluate SUITE --baseline QA``: the audit suite next to a baseline QA set (HANKER Table 3).

Every model answers the suite (into ``OUT``) and the baseline questions, for example MUSE's
``knowmem/forget_qa.json`` (into ``OUT/baseline``), with the same judges, thresholds and
few-shot examples. ``table3.json`` and ``table3.md`` hold the paper's layout: per model, the
KMCs by ROUGE and by entailment (every non-ROUGE judge) on the baseline, next to the suite's;
with ``--compare-suite``, the redundancy comparison of HANKER section 4.4 follows. The table
is appended to ``OUT/report.md``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from hanker.core.io import write_json, write_text
from hanker.evaluate.evaluate import EvaluateConfig, evaluate_suite

TABLE3_VERSION = "table3.v1"


def table3(suite: dict[str, Any], baseline: dict[str, Any]) -> dict[str, Any]:
    """Per model: KMCs per judge on the baseline and on the suite, and the suite's redundancy."""
    rows = []
    for model, entry in suite["models"].items():
        base = baseline["models"][model]
        rows.append(
            {
                "model": model,
                "baseline": {j: v["kmc"] for j, v in base["judges"].items()},
                "suite": {j: v["kmc"] for j, v in entry["judges"].items()},
                "baseline_knowmem_rougeL_f1": base["knowmem_mean_rougeL_f1"],
                "redundancy": suite.get("redundancy", {}).get(model),
            }
        )
    return {
        "format": TABLE3_VERSION,
        "suite": suite["suite"],
        "suite_cases": suite["cases"],
        "baseline": baseline["suite"],
        "baseline_cases": baseline["cases"],
        "judges": list(suite["config"]["judges"]),
        "rows": rows,
    }


def table3_markdown(table: dict[str, Any]) -> str:
    """HANKER Table 3: baseline KMCs next to the suite's, per model and judge."""
    judges = table["judges"]
    names = {j: "ROUGE" if j == "rouge" else f"entailment ({j})" for j in judges}
    header = ["model"] + [f"baseline {names[j]}" for j in judges]
    header += [f"suite {names[j]}" for j in judges] + ["baseline knowmem ROUGE-L F1"]
    lines = [
        "## KMCs on the baseline and on the suite (HANKER Table 3)",
        "",
        f"Baseline `{table['baseline']}` ({table['baseline_cases']} questions); "
        f"suite `{table['suite']}` ({table['suite_cases']} cases).",
        "",
        "| " + " | ".join(header) + " |",
        "| --- |" + " ---: |" * (len(header) - 1),
    ]
    for row in table["rows"]:
        cells = [f"`{Path(row['model']).name or row['model']}`"]
        cells += [str(row["baseline"][j]) for j in judges] + [str(row["suite"][j]) for j in judges]
        cells.append(f"{row['baseline_knowmem_rougeL_f1']:.4f}")
        lines.append("| " + " | ".join(cells) + " |")
    if any(row["redundancy"] for row in table["rows"]):
        lines += [
            "",
            "Redundancy (HANKER section 4.4): KMCs on the full suite against the deduplicated one.",
            "",
            "| model | judge | KMCs full | KMCs deduplicated | drop | mean inflation |",
            "| --- | --- | ---: | ---: | ---: | ---: |",
        ]
        for row in table["rows"]:
            for judge, c in (row["redundancy"] or {}).items():
                lines.append(
                    f"| `{Path(row['model']).name}` | {judge} | {c['kmc_full']} | "
                    f"{c['kmc_deduplicated']} | {c['kmc_drop_percent']}% | {c['inflation_percent']}% |"
                )
    return "\n".join(lines) + "\n"


def evaluate_with_baseline(config: EvaluateConfig, baseline: Path) -> dict[str, Any]:
    """Evaluate the suite and the baseline; write ``table3.json``/``table3.md``; return the suite summary."""
    summary = evaluate_suite(config)
    base_config = replace(config, suite=baseline, compare_suite=None, out=config.out / "baseline")
    base_summary = evaluate_suite(base_config)
    table = table3(summary, base_summary)
    markdown = table3_markdown(table)
    write_json(config.out / "table3.json", table)
    write_text(config.out / "table3.md", markdown)
    report = config.out / "report.md"
    write_text(report, report.read_text(encoding="utf-8") + "\n" + markdown)
    summary["table3"] = table
    write_json(config.out / "summary.json", summary)
    return summary
