"""The Markdown report, the PNG charts, and the redundancy comparison."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hanker.evaluate.answers import model_slug
from hanker.evaluate.evaluate import headline_mean


def compare(results: list[Any], full_results: list[Any]) -> dict[str, Any]:
    """Per model and judge: KMCs and dataset-level means on the deduplicated and the full suite."""
    out: dict[str, Any] = {}
    for dedup, full in zip(results, full_results, strict=True):
        entry: dict[str, Any] = {}
        for name, d in dedup.summary["judges"].items():
            f = full.summary["judges"][name]
            mean_key, dm = headline_mean(d)
            fm = f[mean_key]
            entry[name] = {
                "kmc_deduplicated": d["kmc"],
                "kmc_full": f["kmc"],
                "kmc_drop_percent": round(100 * (f["kmc"] - d["kmc"]) / f["kmc"], 2)
                if f["kmc"]
                else 0.0,
                f"{mean_key}_deduplicated": dm,
                f"{mean_key}_full": fm,
                "inflation_percent": round(100 * (fm - dm) / dm, 2) if dm else 0.0,
                "cases_deduplicated": dedup.summary["cases"],
                "cases_full": full.summary["cases"],
            }
        out[dedup.model["name"]] = entry
    return out


def _charts(summary: dict[str, Any], results: list[Any], out: Path) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    files = []
    models = list(summary["models"])
    judges = list(next(iter(summary["models"].values()))["judges"]) if models else []
    fig, ax = plt.subplots(figsize=(max(5, 1.8 * len(models) * max(len(judges), 1)), 4))
    width = 0.8 / max(len(judges), 1)
    for j, judge in enumerate(judges):
        values = [summary["models"][m]["judges"][judge]["kmc"] for m in models]
        bars = ax.bar([i + j * width for i in range(len(models))], values, width, label=judge)
        ax.bar_label(bars, fmt="%d")
    ax.set_xticks(
        [i + width * (len(judges) - 1) / 2 for i in range(len(models))],
        [Path(m).name or m for m in models],
        rotation=10,
    )
    ax.set_ylabel("knowledge memorization cases")
    ax.set_title(f"KMCs per model and judge ({summary['cases']} cases)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "kmc.png", dpi=110)
    plt.close(fig)
    files.append("kmc.png")
    for key, label, filename in (
        ("rouge1_recall", "ROUGE-1 recall", "rouge_recall.png"),
        ("entailment", "entailment / similarity score", "entailment.png"),
    ):
        fig, ax = plt.subplots(figsize=(6, 4))
        plotted = False
        for result in results:
            if key == "entailment":
                values = [r["entailment"]["score"] for r in result.records if "entailment" in r]
            else:
                values = [r[key] for r in result.records if key in r]
            if values:
                ax.hist(
                    values,
                    bins=20,
                    range=(0, 1),
                    alpha=0.6,
                    label=Path(result.model["name"]).name or result.model["name"],
                )
                plotted = True
        if not plotted:
            plt.close(fig)
            continue
        ax.set_xlabel(label)
        ax.set_ylabel("cases")
        ax.set_title(f"Distribution of {label}")
        ax.legend()
        fig.tight_layout()
        fig.savefig(out / filename, dpi=110)
        plt.close(fig)
        files.append(filename)
    return files


def write_report(summary: dict[str, Any], results: list[Any], out: Path) -> str:
    """The Markdown report (charts written beside it)."""
    out.mkdir(parents=True, exist_ok=True)
    charts = _charts(summary, results, out)
    lines = [
        f"# Evaluation of `{summary['suite']}`",
        "",
        f"{summary['cases']} cases, {summary['fewshot_examples']} few-shot examples.",
        "",
    ]
    lines += [
        "| model | judge | KMCs | KMC rate | mean score | threshold | MUSE knowmem ROUGE-L F1 |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, entry in summary["models"].items():
        knowmem = entry["knowmem_mean_rougeL_f1"]
        for judge, j in entry["judges"].items():
            mean = headline_mean(j)[1]
            lines.append(
                f"| `{name}` | {judge} | {j['kmc']} | {j['kmc_rate']:.4f} | {mean:.4f} | {j['threshold']} | {knowmem:.4f} |"
            )
    lines.append("")
    if "redundancy" in summary:
        lines += [
            "## What redundancy does to the counts",
            "",
            "| model | judge | KMCs deduplicated | KMCs full | drop | mean deduplicated | mean full | inflation |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for name, judges in summary["redundancy"].items():
            for judge, c in judges.items():
                means = [v for k, v in c.items() if k.startswith("mean_")]
                lines.append(
                    f"| `{name}` | {judge} | {c['kmc_deduplicated']} | {c['kmc_full']} | {c['kmc_drop_percent']}% | {means[0]:.4f} | {means[1]:.4f} | {c['inflation_percent']}% |"
                )
        lines.append("")
    lines += ["## Models", ""]
    for name, entry in summary["models"].items():
        model = entry["model"]
        settings = ", ".join(f"{k}={v}" for k, v in model.items() if k != "name")
        lines.append(
            f"- `{name}`: {settings}; answers cached in `answers/{model_slug(name)}.jsonl`"
        )
    lines += ["", "## Charts", ""] + [f"![{c}]({c})" for c in charts] + [""]
    return "\n".join(lines)
