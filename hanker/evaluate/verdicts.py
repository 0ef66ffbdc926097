"""Fact and entity verdicts: which facts, and which people or organisations, still leak.

Cases are aggregated to the fact they ask about (a multi-hop case counts for the last fact of its
path, the one its answer states): under a judge, a fact *leaks* when any of its cases is a KMC,
and its *leak share* is the fraction of its cases that are. Facts are aggregated to the entities
they name (head and tail): an entity's leak rate is the share of its facts that leak. Both are
computed per model from the evaluation records and the suite, so the counts always add up to the
records' own KMC counts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

VERDICTS_VERSION = "verdicts.v1"


@dataclass(frozen=True)
class CaseLink:
    """What a case asks about: its fact, the fact's triple, and the path of a multi-hop case."""

    case_id: str
    fact_id: str
    head: str
    relation: str
    tail: str
    hops: int
    path: tuple[str, ...]


def case_links(suite_rows: Iterable[Mapping[str, Any]]) -> dict[str, CaseLink]:
    """case id -> :class:`CaseLink`, for the suite rows that name a fact (others are skipped)."""
    links: dict[str, CaseLink] = {}
    for row in suite_rows:
        fact = row.get("fact") or {}
        if not row.get("fact_id") or not fact:
            continue
        path = tuple(row.get("path") or (row["fact_id"],))
        links[str(row["id"])] = CaseLink(
            case_id=str(row["id"]),
            fact_id=str(row["fact_id"]),
            head=str(fact.get("head", "")),
            relation=str(fact.get("relation", "")),
            tail=str(fact.get("tail", "")),
            hops=int(row.get("hops") or 1),
            path=path,
        )
    return links


@dataclass
class _FactTally:
    link: CaseLink
    cases: int = 0
    multi_hop_cases: int = 0

    def __post_init__(self) -> None:
        self.kmc: dict[str, int] = defaultdict(int)
        self.kmc_single: dict[str, int] = defaultdict(int)
        self.kmc_multi: dict[str, int] = defaultdict(int)
        self.examples: list[dict[str, str]] = []


def _tally(
    records: Iterable[Mapping[str, Any]], links: Mapping[str, CaseLink], judges: Sequence[str]
) -> dict[tuple[str, str], _FactTally]:
    tallies: dict[tuple[str, str], _FactTally] = {}
    for record in records:
        link = links.get(str(record["case_id"]))
        if link is None:
            continue
        key = (str(record["model"]), link.fact_id)
        tally = tallies.setdefault(key, _FactTally(link))
        tally.cases += 1
        multi = link.hops > 1
        tally.multi_hop_cases += multi
        for judge in judges:
            if record["kmc"].get(judge):
                tally.kmc[judge] += 1
                (tally.kmc_multi if multi else tally.kmc_single)[judge] += 1
        if record["kmc"].get(judges[0]) and len(tally.examples) < 3:
            tally.examples.append(
                {"question": str(record["question"]), "prediction": str(record["prediction"])}
            )
    return tallies


def fact_verdicts(
    records: Iterable[Mapping[str, Any]], links: Mapping[str, CaseLink], judges: Sequence[str]
) -> list[dict[str, Any]]:
    """One row per (model, fact): cases, KMC cases, leaked and leak share per judge.

    ``leaked_multi_hop_only`` marks a fact whose single-hop cases all held but a multi-hop case
    leaked it. ``examples`` holds up to three leaked answers under the first judge.
    """
    if not judges:
        raise ValueError("fact verdicts need at least one judge")
    rows = []
    for (model, fact_id), t in sorted(_tally(records, links, judges).items()):
        single_cases = t.cases - t.multi_hop_cases
        rows.append(
            {
                "model": model,
                "fact_id": fact_id,
                "fact": {"head": t.link.head, "relation": t.link.relation, "tail": t.link.tail},
                "cases": t.cases,
                "multi_hop_cases": t.multi_hop_cases,
                "kmc_cases": {j: t.kmc[j] for j in judges},
                "leaked": {j: t.kmc[j] > 0 for j in judges},
                "leak_share": {j: round(t.kmc[j] / t.cases, 6) for j in judges},
                "leaked_single_hop": {j: t.kmc_single[j] > 0 for j in judges if single_cases},
                "leaked_multi_hop_only": {
                    j: t.kmc_multi[j] > 0 and t.kmc_single[j] == 0
                    for j in judges
                    if t.multi_hop_cases
                },
                "examples": t.examples,
            }
        )
    return rows


def entity_verdicts(
    fact_rows: Iterable[Mapping[str, Any]], judges: Sequence[str]
) -> list[dict[str, Any]]:
    """One row per (model, entity named by a fact's head or tail), most leaking first per model."""
    grouped: dict[tuple[str, str], list[Mapping[str, Any]]] = defaultdict(list)
    for row in fact_rows:
        fact = row["fact"]
        for entity in dict.fromkeys((fact["head"], fact["tail"])):  # a self-loop counts once
            grouped[(row["model"], entity)].append(row)
    out: list[dict[str, Any]] = []
    for (model, entity), rows in grouped.items():
        leaked = {j: sum(1 for r in rows if r["leaked"][j]) for j in judges}
        examples = [e for r in rows if r["leaked"][judges[0]] for e in r["examples"]][:3]
        out.append(
            {
                "model": model,
                "entity": entity,
                "facts": len(rows),
                "leaked_facts": leaked,
                "leak_rate": {j: round(leaked[j] / len(rows), 6) for j in judges},
                "leaked_fact_ids": [r["fact_id"] for r in rows if r["leaked"][judges[0]]],
                "examples": examples,
            }
        )
    primary = judges[0]
    out.sort(key=lambda e: (e["model"], -e["leaked_facts"][primary], -e["facts"], e["entity"]))
    return out


def model_differences(
    fact_rows: Iterable[Mapping[str, Any]], judge: str, examples: int = 5
) -> list[dict[str, Any]]:
    """For each ordered pair of models: facts that leak under the first and not under the second."""
    leaking: dict[str, set[str]] = defaultdict(set)
    asked: dict[str, set[str]] = defaultdict(set)
    for row in fact_rows:
        asked[row["model"]].add(row["fact_id"])
        if row["leaked"][judge]:
            leaking[row["model"]].add(row["fact_id"])
    models = sorted(asked)
    out = []
    for a in models:
        for b in models:
            if a == b:
                continue
            only = sorted((leaking[a] - leaking[b]) & asked[b])
            out.append(
                {"leaks_under": a, "not_under": b, "facts": len(only), "fact_ids": only[:examples]}
            )
    return out


def top_entities_markdown(
    entity_rows: Sequence[Mapping[str, Any]], judge: str, top: int = 10
) -> str:
    """A ranked table per model of the entities with the most leaked facts under ``judge``."""
    lines: list[str] = []
    for model in sorted({e["model"] for e in entity_rows}):
        rows = [e for e in entity_rows if e["model"] == model and e["leaked_facts"][judge]]
        rows.sort(key=lambda e: (-e["leaked_facts"][judge], -e["facts"], e["entity"]))
        lines += [f"### {model}: entities that still leak ({judge} judge)", ""]
        if not rows:
            lines += ["No entity leaks a fact under this judge.", ""]
            continue
        lines += [
            "| entity | leaked facts | facts | leak rate | example answer |",
            "| --- | ---: | ---: | ---: | --- |",
        ]
        for e in rows[:top]:
            example = e["examples"][0]["prediction"] if e["examples"] else ""
            example = example.replace("|", "\\|").replace("\n", " ")[:80]
            lines.append(
                f"| {e['entity']} | {e['leaked_facts'][judge]} | {e['facts']} | "
                f"{e['leak_rate'][judge]:.2f} | {example} |"
            )
        lines.append("")
    return "\n".join(lines)
