"""Assemble a PISTOL-style dataset in memory: contracts, QA pairs and ground-truth facts."""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from hanker.core.fact import ExtractorInfo, Fact, Source, make_fact
from hanker.core.progress import progress
from hanker.pistol.attributes import (
    ATTRIBUTES_VERSION,
    NodeAttributes,
    contract_values,
    draw_employment_terms,
    draw_node_attributes,
    draw_sales_terms,
)
from hanker.pistol.contracts import (
    MIXED_STYLE,
    STYLES,
    TEMPLATE_VERSION,
    fact_head,
    qa_templates,
    render_contract,
    sentence_around,
)
from hanker.pistol.topology import Edge, Topology

GROUND_TRUTH_EXTRACTOR = ExtractorInfo(
    name="pistol-ground-truth", model=None, version=f"pistol-templates.{TEMPLATE_VERSION}"
)


@dataclass(frozen=True)
class QAPairRecord:
    """One PISTOL QA pair, with the attribute it asks about and the fact it tests."""

    id: str
    question: str
    answer: str
    edge: str
    attribute: str
    contract_type: str
    fact_id: str

    def to_dict(self) -> dict[str, Any]:
        """PISTOL's ``{question, answer, edge}`` shape plus hanker's extra fields."""
        return {
            "question": self.question,
            "answer": self.answer,
            "edge": self.edge,
            "attribute": self.attribute,
            "contract_type": self.contract_type,
            "fact_id": self.fact_id,
            "id": self.id,
        }


@dataclass(frozen=True)
class Contract:
    """One compiled contract (one topology edge)."""

    edge: Edge
    values: Mapping[str, str]
    text: str
    qa: tuple[QAPairRecord, ...]
    facts: tuple[Fact, ...]
    style: str = "classic"

    def document(self) -> dict[str, Any]:
        """The corpus record of this contract (a line of ``documents.jsonl``)."""
        return {
            "doc_id": self.edge.name,
            "edge": self.edge.name,
            "contract_type": self.edge.contract_type,
            "text": self.text,
        }


@dataclass(frozen=True)
class PistolDataset:
    """A whole compiled dataset before it is written to disk."""

    name: str
    seed: int
    topology: Topology
    nodes: Mapping[str, NodeAttributes]
    contracts: tuple[Contract, ...]

    def merged_facts(self, edges: Collection[str] | None = None) -> list[Fact]:
        """Ground-truth facts (of ``edges`` only, if given), one per fact id, with every stating contract as a source."""
        merged: dict[str, Fact] = {}
        for contract in self.contracts:
            if edges is not None and contract.edge.name not in edges:
                continue
            for fact in contract.facts:
                if fact.fact_id in merged:
                    old = merged[fact.fact_id]
                    merged[fact.fact_id] = Fact(
                        **{
                            **old.__dict__,
                            "sources": old.sources + fact.sources,
                            "meta": {**fact.meta, **old.meta},
                        }
                    )
                else:
                    merged[fact.fact_id] = fact
        return list(merged.values())


def build_contract(
    edge: Edge,
    topology: Topology,
    nodes: Mapping[str, NodeAttributes],
    terms: Mapping[str, str],
    corpus: str,
    style: str = "classic",
) -> Contract:
    """Render one contract in one wording family and derive its 20 QA pairs and 20 ground-truth facts."""
    values = contract_values(edge, topology, nodes, terms)
    rendered = render_contract(edge.contract_type, values, style)
    qa: list[QAPairRecord] = []
    facts: list[Fact] = []
    for index, template in enumerate(qa_templates(edge.contract_type), start=1):
        answer = values[template.attribute]
        start, end = rendered.spans[template.attribute]
        s_start, s_end = sentence_around(rendered.text, start, end)
        source = Source(
            corpus=corpus,
            doc_id=edge.name,
            chunk_id=None,
            char_start=start,
            char_end=end,
            sentence=rendered.text[s_start:s_end],
        )
        fact = make_fact(
            fact_head(template, edge.contract_type, values),
            template.relation,
            answer,
            [source],
            GROUND_TRUTH_EXTRACTOR,
            meta={
                "attribute": template.attribute,
                "contract_type": edge.contract_type,
                "edge": edge.name,
            },
        )
        facts.append(fact)
        qa.append(
            QAPairRecord(
                id=f"{edge.name}-{index:02d}",
                question=template.question.format_map(values),
                answer=answer,
                edge=edge.name,
                attribute=template.attribute,
                contract_type=edge.contract_type,
                fact_id=fact.fact_id,
            )
        )
    return Contract(
        edge=edge,
        values=values,
        text=rendered.text,
        qa=tuple(qa),
        facts=tuple(facts),
        style=style,
    )


def contract_style(style: str, seed: int, edge: str) -> str:
    """The wording family of one contract: ``style`` itself, or for ``mixed`` one drawn from the seed.

    The draw has its own random stream, so the attribute values do not depend on the style.
    """
    if style != MIXED_STYLE:
        return style
    return random.Random(f"pistol-style:{seed}:{edge}").choice(STYLES)


def build_dataset(
    topology: Topology, seed: int, name: str | None = None, style: str = MIXED_STYLE
) -> PistolDataset:
    """Draw every attribute from ``seed`` and build all contracts of ``topology`` in ``style``."""
    rng = random.Random(f"{ATTRIBUTES_VERSION}:{seed}")
    nodes = draw_node_attributes(topology, rng)
    dataset_name = name or topology.name
    contracts = []
    for edge in progress(
        topology.edges, desc="contracts", total=len(topology.edges), unit="contract"
    ):
        terms = (
            draw_sales_terms(rng) if edge.contract_type == "sales" else draw_employment_terms(rng)
        )
        contracts.append(
            build_contract(
                edge,
                topology,
                nodes,
                terms,
                corpus=dataset_name,
                style=contract_style(style, seed, edge.name),
            )
        )
    return PistolDataset(
        name=dataset_name, seed=seed, topology=topology, nodes=nodes, contracts=tuple(contracts)
    )
