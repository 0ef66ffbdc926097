"""KMC rates stratified by a fact's graph features (degree bucket, overlap with the retain KG, hops).

Each record is joined to its case's fact (:func:`hanker.evaluate.verdicts.case_links`) and the
fact's features (:func:`hanker.kg.features.fact_features`); the rate of a stratum is its KMC
cases over its cases, per model, under one judge.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from hanker.evaluate.verdicts import CaseLink

STRATA_VERSION = "strata.v1"
BUCKET_ORDER = ("1", "2-3", "4-7", "8-15", "16+")
OVERLAP_ORDER = ("none", "head", "tail", "both")


def _value(link: CaseLink, features: Mapping[str, Mapping[str, Any]], by: str) -> str | None:
    if by == "hops":
        return "multi-hop" if link.hops > 1 else "single-hop"
    fact = features.get(link.fact_id)
    return None if fact is None else str(fact[by])


def kmc_rates(
    records: Iterable[Mapping[str, Any]],
    links: Mapping[str, CaseLink],
    features: Mapping[str, Mapping[str, Any]],
    judge: str,
    by: str,
) -> list[dict[str, Any]]:
    """Rows ``{model, stratum, cases, kmc, rate}`` for the feature ``by`` (or ``"hops"``)."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for record in records:
        link = links.get(str(record["case_id"]))
        if link is None:
            continue
        value = _value(link, features, by)
        if value is None:
            continue
        cell = counts[(str(record["model"]), value)]
        cell[0] += 1
        cell[1] += bool(record["kmc"].get(judge))
    order = {v: i for i, v in enumerate((*BUCKET_ORDER, *OVERLAP_ORDER, "single-hop", "multi-hop"))}
    keys = sorted(counts, key=lambda mv: (mv[0], order.get(mv[1], len(order)), mv[1]))
    return [
        {"model": m, "stratum": v, "cases": n, "kmc": k, "rate": round(k / n, 6)}
        for m, v in keys
        for n, k in [counts[(m, v)]]
    ]


def rates_markdown(rows: Sequence[Mapping[str, Any]], title: str) -> str:
    """A table: one line per stratum, one column per model, ``rate (kmc/cases)`` in each cell."""
    models = sorted({r["model"] for r in rows})
    strata = list(dict.fromkeys(r["stratum"] for r in rows))
    cell = {(r["model"], r["stratum"]): r for r in rows}
    lines = [f"| {title} | " + " | ".join(models) + " |", "| --- |" + " ---: |" * len(models)]
    for stratum in strata:
        values = []
        for model in models:
            r = cell.get((model, stratum))
            values.append(f"{r['rate']:.2f} ({r['kmc']}/{r['cases']})" if r else "")
        lines.append(f"| {stratum} | " + " | ".join(values) + " |")
    return "\n".join(lines)


def rates_chart(rows: Sequence[Mapping[str, Any]], title: str, path: Path) -> Path:
    """Grouped bars of the KMC rate per stratum and model, written as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    models = sorted({r["model"] for r in rows})
    strata = list(dict.fromkeys(r["stratum"] for r in rows))
    cell = {(r["model"], r["stratum"]): r["rate"] for r in rows}
    width = 0.8 / max(len(models), 1)
    fig, ax = plt.subplots(figsize=(max(5.0, 1.2 * len(strata) * max(len(models), 1) * 0.6), 4))
    for j, model in enumerate(models):
        xs = [i + j * width for i in range(len(strata))]
        ax.bar(
            xs, [cell.get((model, s), 0.0) for s in strata], width, label=Path(model).name or model
        )
    ax.set_xticks([i + width * (len(models) - 1) / 2 for i in range(len(strata))], strata)
    ax.set_ylim(0, 1)
    ax.set_xlabel(title)
    ax.set_ylabel("KMC rate")
    ax.set_title(f"KMC rate by {title}")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
