"""The report of a whole ``hanker run``: how each model was made, its KMCs on the deduplicated
and the full suite, what unlearning changed and what redundancy adds, in words and charts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hanker.core.io import read_json, write_text
from hanker.run.layout import RunLayout

RUN_REPORT_VERSION = "run-report.v1"


def _label(model: str, first: bool) -> str:
    return "original (fine-tuned)" if first else Path(model).name.removeprefix("unlearn-")


def _made_by(model: Path, first: bool) -> str:
    if first:
        manifest = read_json(model / "finetune.json")
        return (
            f"fine-tuned, {manifest['examples']} QA pairs, "
            f"{manifest['config']['train']['epochs']} epochs; "
            f"ROUGE-1 recall on them {manifest.get('rouge1_recall', float('nan')):.3f}"
        )
    manifest = read_json(model / "unlearn.json")
    scores = manifest.get("rouge1_recall", {})
    return (
        f"{manifest['method_version']}, lr {manifest['config']['learning_rate']:g}, "
        f"{manifest['config']['epochs']} epochs; ROUGE-1 recall forget "
        f"{scores.get('forget', float('nan')):.3f}, retain {scores.get('retain', float('nan')):.3f}"
    )


def _kmcs(count: int) -> str:
    """ "1 KMC", "3 KMCs"."""
    return f"{count} KMC" if count == 1 else f"{count} KMCs"


def _findings(
    rows: list[dict[str, Any]], judge: str, has_full: bool, shared_cases: int = 0
) -> list[str]:
    original, unlearned = rows[0], rows[1:]
    lines: list[str] = []
    if not unlearned:
        return [f"- The fine-tuned model shows {original['dedup']} KMCs ({judge} judge)."]
    lower = [r for r in unlearned if r["dedup"] < original["dedup"]]
    not_lower = [r for r in unlearned if r["dedup"] >= original["dedup"]]
    if lower:
        changes = ", ".join(f"{r['dedup']} after {r['label']}" for r in lower)
        lines.append(
            f"- Unlearning lowered the forget KMCs on the deduplicated suite ({judge} judge): "
            f"{original['dedup']} before, {changes}."
        )
    for r in not_lower:
        lines.append(
            f"- {r['label']} did not lower the forget KMCs ({r['dedup']} against {original['dedup']} before)."
        )
    if not has_full:
        return lines
    if shared_cases <= 0:
        lines.append(
            "- No case of the full suite asks about a fact the retain corpus also holds (no "
            "question was written for those facts), so both suites count the same KMCs."
        )
        return lines
    for r in unlearned:
        extra = r["full"] - r["dedup"]
        if extra > 0:
            these = "The extra case asks" if extra == 1 else f"The {extra} extra cases ask"
            lines.append(
                f"- After {r['label']}, the undeduplicated suite counts {_kmcs(r['full'])} against "
                f"{r['dedup']} on the deduplicated one. {these} about facts the retain corpus also "
                "holds, which the model is meant to keep: counted as memorization, "
                f"{'it is a false positive' if extra == 1 else 'they are false positives'} "
                "caused by redundancy."
            )
        else:
            lines.append(
                f"- After {r['label']}, both suites count {_kmcs(r['dedup'])}: the model lost the "
                "facts shared with the retain corpus too, so redundancy adds no false positive here."
            )
    return lines


def _chart(rows: list[dict[str, Any]], judge: str, out: Path, has_full: bool) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(max(5.0, 1.6 * len(rows) + 2), 4))
    series = [("deduplicated suite", "dedup")] + ([("full suite", "full")] if has_full else [])
    width = 0.8 / len(series)
    for j, (name, key) in enumerate(series):
        bars = ax.bar(
            [i + j * width for i in range(len(rows))], [r[key] for r in rows], width, label=name
        )
        ax.bar_label(bars, fmt="%d")
    ax.set_xticks(
        [i + width * (len(series) - 1) / 2 for i in range(len(rows))], [r["label"] for r in rows]
    )
    ax.set_ylabel(f"KMCs ({judge} judge)")
    ax.set_title("Forget KMCs before and after unlearning")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "kmc_by_model.png", dpi=110)
    plt.close(fig)
    return "kmc_by_model.png"


def _analysis_lines(out: Path, summary: dict[str, Any], judge: str) -> list[str]:
    """Leaking entities, single- and multi-hop rates and a structure chart, for the run report."""
    from hanker.core.io import iter_jsonl
    from hanker.evaluate.strata import rates_markdown
    from hanker.evaluate.verdicts import top_entities_markdown

    analysis = summary.get("analysis") or {}
    folder = RunLayout(out).evaluation
    if not analysis or not (folder / "entities.jsonl").exists():
        return []
    first = next(iter(summary["models"]))
    entities = [
        {**e, "model": _label(e["model"], e["model"] == first)}
        for e in iter_jsonl(folder / "entities.jsonl")
    ]
    hops = [
        {**r, "model": _label(r["model"], r["model"] == first)}
        for r in analysis["rates"]["hops"][judge]
    ]
    lines = ["", "## Which entities still leak", "", top_entities_markdown(entities, judge, top=5)]
    lines += [
        "## Single-hop and multi-hop cases",
        "",
        f"KMC rate ({judge} judge): cases that ask a fact directly, and cases that reach it "
        "through a bridge entity of the test KG (never taught to the model).",
        "",
        rates_markdown(hops, "cases"),
        "",
    ]
    for name in ("kmc_by_entity_degree.png", "kmc_by_degree.png", "kmc_by_hops.png"):
        if (folder / name).exists():
            lines += [f"![KMC rate by graph structure](evaluate/{name})", ""]
            break
    return lines


def _suite_quality(out: Path) -> list[str]:
    """The audit suite's quality report (``audit/suite.jsonl.quality.json``) as report lines."""
    path = RunLayout(out).suite_quality
    if not path.exists():
        return []
    from hanker.synth.quality import quality_markdown

    return ["", *quality_markdown(read_json(path))]


def _rows(summary: dict[str, Any], models: list[str], judges: list[str]) -> list[dict[str, Any]]:
    """One row per model: label, how it was made, KMCs (headline judge, then the others)."""
    redundancy = summary.get("redundancy", {})
    judge = judges[0]
    rows = []
    for index, model in enumerate(models):
        entry = summary["models"][model]["judges"]
        row: dict[str, Any] = {
            "label": _label(model, index == 0),
            "made_by": _made_by(Path(model), index == 0),
            "dedup": entry[judge]["kmc"],
            "others": {j: entry[j]["kmc"] for j in judges[1:]},
        }
        if redundancy:
            row["full"] = redundancy[model][judge]["kmc_full"]
            row["others_full"] = {j: redundancy[model][j]["kmc_full"] for j in judges[1:]}
        rows.append(row)
    return rows


def _table(summary: dict[str, Any], rows: list[dict[str, Any]], judges: list[str]) -> list[str]:
    """The KMC table (and the other judges' counts) as Markdown lines."""
    redundancy = summary.get("redundancy", {})
    has_full = bool(redundancy)
    judge = judges[0]
    cases = summary["cases"]
    full_cases = next(iter(redundancy.values()))[judge]["cases_full"] if has_full else None
    header = f"| model | KMCs, deduplicated ({cases} cases) |"
    rule = "| --- | ---: |"
    if has_full:
        header += f" KMCs, full ({full_cases} cases) | from redundancy |"
        rule += " ---: | ---: |"
    lines = [header, rule]
    for r in rows:
        line = f"| {r['label']} | {r['dedup']} |"
        if has_full:
            line += f" {r['full']} | {r['full'] - r['dedup']} |"
        lines.append(line)
    if judges[1:]:
        lines += ["", "Other judges (deduplicated / full):", ""]
        for r in rows:
            counts = ", ".join(
                f"{j} {r['others'][j]}" + (f" / {r['others_full'][j]}" if has_full else "")
                for j in judges[1:]
            )
            lines.append(f"- {r['label']}: {counts}")
    return lines


def write_run_report(out: Path, summary: dict[str, Any], models: list[str]) -> Path:
    """Write ``<out>/report.md`` (and its chart) from the evaluation summary of ``models``."""
    has_full = bool(summary.get("redundancy", {}))
    judges = list(summary["models"][models[0]]["judges"])
    judge = judges[0]
    rows = _rows(summary, models, judges)
    chart = _chart(rows, judge, out, has_full)
    lines = [
        "# hanker run report",
        "",
        f"Knowledge memorization cases (KMCs) per model, counted with the {judge} judge"
        + (f" (other judges: {', '.join(judges[1:])})" if judges[1:] else "")
        + ". The deduplicated suite asks only about facts the retain corpus does not hold;"
        " the full suite asks about every fact of the forget corpus.",
        "",
        *_table(summary, rows, judges),
    ]
    shared = 0
    if has_full:
        full = next(iter(summary["redundancy"].values()))[judge]["cases_full"]
        shared = int(full) - int(summary["cases"])
    lines += ["", "## Findings", "", *_findings(rows, judge, has_full, shared)]
    lines += [*_analysis_lines(out, summary, judge), *_suite_quality(out), "", "## Models", ""]
    lines += [
        f"- **{r['label']}** (`{Path(m).name}`): {r['made_by']}"
        for r, m in zip(rows, models, strict=True)
    ]
    lines += [
        "",
        "## Charts",
        "",
        f"![KMCs per model]({chart})",
        "",
        "Per-case records, answers and more charts: [evaluate/report.md](evaluate/report.md).",
        "",
        f"<!-- {RUN_REPORT_VERSION} -->",
        "",
    ]
    path = RunLayout(out).report
    write_text(path, "\n".join(lines))
    return path
