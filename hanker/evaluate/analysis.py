"""What the audit found, fact by fact and entity by entity, and where in the graph it leaks.

Called once by :func:`hanker.evaluate.evaluate.evaluate_suite` after the records are made. For a
suite whose cases name their facts (a hanker audit suite) it writes, into the evaluation folder:

- ``facts.jsonl`` and ``entities.jsonl``: fact and entity verdicts per model
  (:mod:`hanker.evaluate.verdicts`);
- ``case_features.jsonl``: per case, its hops and path and its fact's graph features
  (:mod:`hanker.kg.features`), from the test, forget and retain KGs behind the suite; when the
  forget KG was built from a compiled PISTOL dataset, the compiler's ground-truth edge
  inter-connectivity ``deg(e)`` is used;
- ``kmc_by_hops.png``, ``kmc_by_degree.png``, ``kmc_by_retain_overlap.png``: KMC rates by stratum;

and returns the report's sections: the ranked table of leaking entities, the comparison between
models, single-hop against multi-hop KMC rates with the facts that leak only through a multi-hop
path, and the stratified tables with their charts.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hanker.core.io import iter_jsonl, read_json, write_jsonl
from hanker.evaluate.strata import kmc_rates, rates_chart, rates_markdown
from hanker.evaluate.verdicts import (
    VERDICTS_VERSION,
    CaseLink,
    case_links,
    entity_verdicts,
    fact_verdicts,
    model_differences,
    top_entities_markdown,
)

log = logging.getLogger(__name__)

ANALYSIS_VERSION = "analysis.v1"
STRATA = (
    ("hops", "hops", "kmc_by_hops.png"),
    ("degree_bucket", "edge inter-connectivity deg(e)", "kmc_by_degree.png"),
    ("entity_degree_bucket", "entity degree in the forget KG", "kmc_by_entity_degree.png"),
    ("retain_overlap", "entities also in the retain KG", "kmc_by_retain_overlap.png"),
)


def suite_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a hanker suite (JSONL); [] for any other QA file (MUSE, TOFU)."""
    if path.suffix != ".jsonl" or not path.is_file():
        return []
    return [row for row in iter_jsonl(path) if isinstance(row, dict) and "id" in row]


def _kg_folder(path: Path) -> Path:
    return path if path.is_dir() else path.parent


def _pistol_stats(folder: Path) -> dict[str, int] | None:
    """deg(e) per edge when ``folder`` is a compiled PISTOL dataset (stats.json, topology.json)."""
    stats = folder / "stats.json"
    if not (stats.exists() and (folder / "topology.json").exists()):
        return None
    rows = read_json(stats).get("edge_interconnectivity", [])
    return {str(r["edge"]): int(r["deg"]) for r in rows}


def _pistol_edge_degrees(kg: Path) -> tuple[dict[str, int] | None, str | None]:
    """deg(e) per edge of the compiled PISTOL dataset a KG is, or was built from, if any."""
    own = _pistol_stats(kg)
    if own is not None:
        return own, str(kg)
    manifest = kg / "manifest.json"
    if not manifest.exists():
        return None, None
    for source in read_json(manifest).get("config", {}).get("sources", []):
        folder = Path(source)
        degrees = _pistol_stats(folder if folder.is_dir() else folder.parent)
        if degrees is not None:
            return degrees, str(folder)
    return None, None


def suite_graph(suite: Path) -> dict[str, Any]:
    """The KGs behind a suite: {test, forget, retain (fact lists), edge_degrees, pistol}."""
    from hanker.core.fact import facts_path, iter_facts

    manifest = suite.with_name(suite.name + ".manifest.json")
    if not manifest.exists():
        return {}
    test_kg = Path(read_json(manifest).get("test_kg", ""))
    if not test_kg.exists():
        log.info("no graph features: the suite's test KG %s is gone", test_kg)
        return {}
    test = list(iter_facts(facts_path(test_kg)))
    folder = _kg_folder(test_kg)
    forget, retain, edge_degrees, pistol = test, [], None, None
    report = folder / "redundancy.json"
    if report.exists():
        config = read_json(report)["config"]
        forget_kg, retain_kg = folder / config["forget"], folder / config["retain"]
        forget = list(iter_facts(facts_path(forget_kg)))
        retain = list(iter_facts(facts_path(retain_kg)))
        edge_degrees, pistol = _pistol_edge_degrees(_kg_folder(forget_kg))
    if edge_degrees is None:
        edge_degrees, pistol = _pistol_edge_degrees(folder)
    return {
        "test": test,
        "forget": forget,
        "retain": retain,
        "edge_degrees": edge_degrees,
        "pistol": pistol,
    }


def case_features(
    links: Mapping[str, CaseLink], features: Mapping[str, Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """One row per case: its fact, hops, path and the fact's graph features."""
    return [
        {
            "case_id": link.case_id,
            "fact_id": link.fact_id,
            "hops": link.hops,
            "path": list(link.path),
            **dict(features.get(link.fact_id, {})),
        }
        for link in links.values()
    ]


def _short(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Rows with each model's path shortened to its folder name, for tables and charts."""
    return [{**r, "model": Path(str(r["model"])).name or str(r["model"])} for r in rows]


def _multi_hop_markdown(
    fact_rows: Sequence[Mapping[str, Any]], rates: Sequence[Mapping[str, Any]], judge: str
) -> list[str]:
    lines = [
        "## Single-hop and multi-hop cases",
        "",
        f"KMC rate ({judge} judge) of the cases that ask a fact directly and of those that reach it "
        "through a bridge entity (`hops` = 2).",
        "",
        rates_markdown(_short(rates), "cases"),
        "",
    ]
    only = [r for r in fact_rows if r.get("leaked_multi_hop_only", {}).get(judge)]
    lines += [f"Facts that leak only through a multi-hop path ({judge} judge): {len(only)}.", ""]
    if only:
        lines += [
            "| model | fact | multi-hop question | answer given |",
            "| --- | --- | --- | --- |",
        ]
        for r in only[:20]:
            fact = r["fact"]
            example = r["examples"][0] if r["examples"] else {"question": "", "prediction": ""}
            cells = [
                Path(str(r["model"])).name,
                f"{fact['head']} / {fact['relation']} / {fact['tail']}",
                example["question"],
                example["prediction"],
            ]
            lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
        lines.append("")
    return lines


def _cell(text: str, width: int = 120) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")[:width]


def _differences_markdown(fact_rows: Sequence[Mapping[str, Any]], judge: str) -> list[str]:
    diffs = model_differences(fact_rows, judge)
    if not diffs:
        return []
    lines = [
        "## What one model removed and another kept",
        "",
        f"Facts that leak ({judge} judge) under the first model and not under the second.",
        "",
        "| leaks under | not under | facts | examples |",
        "| --- | --- | ---: | --- |",
    ]
    for d in diffs:
        lines.append(
            f"| {Path(d['leaks_under']).name} | {Path(d['not_under']).name} | {d['facts']} | "
            + ", ".join(f"`{f}`" for f in d["fact_ids"])
            + " |"
        )
    return [*lines, ""]


def _strata(
    records: Sequence[Mapping[str, Any]],
    links: Mapping[str, CaseLink],
    features: Mapping[str, Mapping[str, Any]],
    judges: Sequence[str],
    out: Path,
) -> tuple[dict[str, Any], dict[str, str]]:
    """Rates per stratum and judge, and a chart per stratum (first judge)."""
    rates: dict[str, Any] = {}
    charts: dict[str, str] = {}
    for by, title, filename in STRATA:
        rates[by] = {j: kmc_rates(records, links, features, j, by) for j in judges}
        rows = rates[by][judges[0]]
        if rows and (by == "hops" or features):
            charts[by] = rates_chart(_short(rows), title, out / filename).name
    return rates, charts


def write_analysis(
    suite: Path, records: Sequence[Mapping[str, Any]], judges: Sequence[str], out: Path
) -> tuple[dict[str, Any], str]:
    """Write the verdicts, case features and charts of a suite's records; (summary, report part)."""
    links = case_links(suite_rows(suite))
    if not links or not judges:
        return {}, ""
    from hanker.kg.features import FEATURES_VERSION, degree_bucket, fact_features

    out.mkdir(parents=True, exist_ok=True)
    judge = judges[0]
    facts = fact_verdicts(records, links, judges)
    entities = entity_verdicts(facts, judges)
    write_jsonl(out / "facts.jsonl", facts)
    write_jsonl(out / "entities.jsonl", entities)
    graph = suite_graph(suite)
    features = (
        fact_features(graph["test"], graph["forget"], graph["retain"], graph["edge_degrees"])
        if graph
        else {}
    )
    for row in features.values():  # the busier end of the fact, in the forget KG
        row["entity_degree_bucket"] = degree_bucket(max(row["head_degree"], row["tail_degree"]))
    write_jsonl(out / "case_features.jsonl", case_features(links, features))
    rates, charts = _strata(records, links, features, judges, out)
    lines = ["", "## Which entities still leak", "", top_entities_markdown(_short(entities), judge)]
    lines += _differences_markdown(facts, judge)
    lines += _multi_hop_markdown(facts, rates["hops"][judge], judge)
    if "hops" in charts:
        lines += [f"![KMC rate by hops]({charts['hops']})", ""]
    if features:
        source = (
            f"the compiled PISTOL dataset `{graph['pistol']}`"
            if graph["pistol"]
            else "the forget KG"
        )
        lines += [
            "## KMC rates by graph structure",
            "",
            f"deg(e) of a fact's edge from {source}; overlap: which ends of the fact the "
            f"retain KG also names ({judge} judge).",
            "",
        ]
        for by, title, _ in STRATA[1:]:
            lines += [rates_markdown(_short(rates[by][judge]), title), ""]
            if by in charts:
                lines += [f"![KMC rate by {title}]({charts[by]})", ""]
    summary = {
        "format": ANALYSIS_VERSION,
        "versions": {"verdicts": VERDICTS_VERSION, "features": FEATURES_VERSION},
        "facts": len({r["fact_id"] for r in facts}),
        "entities": len({e["entity"] for e in entities}),
        "multi_hop_cases": sum(1 for link in links.values() if link.hops > 1),
        "edge_degrees": "pistol-ground-truth" if graph.get("pistol") else "forget-kg",
        "files": ["facts.jsonl", "entities.jsonl", "case_features.jsonl", *charts.values()],
        "rates": rates,
    }
    return summary, "\n".join(lines)
