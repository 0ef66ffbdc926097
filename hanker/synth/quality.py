"""The quality report of an audit suite (``SUITE.quality.json``): what the cases are, what was dropped.

Shares of cases by kind (knowledge question or cloze) and by answer type, rejections by
reason, and how the cases spread over facts and source sentences, so a suite's make-up can be
checked at a glance and compared between versions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from hanker.synth.validate import source_sentence_key

QUALITY_FORMAT = "audit-quality.v1"


def _shares(counts: Counter[str], total: int) -> dict[str, dict[str, float | int]]:
    return {
        key: {"cases": n, "share": round(n / total, 3) if total else 0.0}
        for key, n in counts.most_common()
    }


def _spread(counts: Counter[str], zero: int = 0) -> dict[str, Any]:
    """Mean, max and histogram of cases per group (``zero`` groups with no case)."""
    values = list(counts.values()) + [0] * zero
    histogram = Counter(values)
    return {
        "groups": len(values),
        "mean": round(sum(values) / len(values), 3) if values else 0.0,
        "max": max(values, default=0),
        "histogram": {str(k): histogram[k] for k in sorted(histogram)},
    }


def quality_report(
    cases: Sequence[dict[str, Any]], facts: int, rejections: dict[str, int]
) -> dict[str, Any]:
    """The quality report of a suite: ``cases`` as written, ``facts`` read, rejections by reason."""
    total = len(cases)
    per_fact = Counter(str(c["fact_id"]) for c in cases)
    rejected = sum(rejections.values())
    return {
        "format": QUALITY_FORMAT,
        "cases": total,
        "by_kind": _shares(Counter(str(c.get("kind", "question")) for c in cases), total),
        "by_answer_type": _shares(
            Counter(str(c.get("answer_type", "unknown")) for c in cases), total
        ),
        "rejections": {
            "total": rejected,
            "share_of_candidates": round(rejected / (rejected + total), 3)
            if rejected + total
            else 0.0,
            "by_reason": dict(sorted(rejections.items(), key=lambda kv: (-kv[1], kv[0]))),
        },
        "cases_per_fact": _spread(per_fact, zero=max(facts - len(per_fact), 0)),
        "cases_per_sentence": _spread(
            Counter(source_sentence_key(c.get("source") or {}) for c in cases)
        ),
    }


def quality_summary(report: dict[str, Any]) -> str:
    """One line for the CLI: cases by kind, top answer types, rejection count."""
    kinds = ", ".join(f"{k} {v['cases']}" for k, v in report["by_kind"].items()) or "no cases"
    types = ", ".join(
        f"{k} {v['share']:.0%}" for k, v in list(report["by_answer_type"].items())[:4]
    )
    return f"{kinds}; answers: {types or '-'}; rejected {report['rejections']['total']}"


def quality_markdown(report: dict[str, Any], top: int = 8) -> list[str]:
    """The quality report as Markdown lines (a section of the run report)."""
    total = report["cases"]
    per_fact, per_sentence = report["cases_per_fact"], report["cases_per_sentence"]
    rejections = report["rejections"]

    def shares(table: dict[str, dict[str, Any]]) -> str:
        return ", ".join(f"{k} {v['cases']} ({v['share']:.0%})" for k, v in table.items()) or "-"

    lines = [
        "## Audit suite quality",
        "",
        f"{total} cases; by kind: {shares(report['by_kind'])}.",
        f"By answer type: {shares(report['by_answer_type'])}.",
        f"Cases per fact: mean {per_fact['mean']} over {per_fact['groups']} facts (max "
        f"{per_fact['max']}); per source sentence: mean {per_sentence['mean']} (max "
        f"{per_sentence['max']}).",
        f"Rejected candidates: {rejections['total']} "
        f"({rejections['share_of_candidates']:.0%} of candidates).",
    ]
    reasons = list(rejections["by_reason"].items())
    if reasons:
        lines += ["", "| rejection reason | candidates |", "| --- | ---: |"]
        lines += [f"| {reason} | {count} |" for reason, count in reasons[:top]]
        if len(reasons) > top:
            rest = sum(count for _, count in reasons[top:])
            lines.append(f"| {len(reasons) - top} other reasons | {rest} |")
    return lines
