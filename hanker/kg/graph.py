"""networkx views of a fact set and the graph statistics hanker reports."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from hanker.core.fact import Fact

if TYPE_CHECKING:
    import networkx as nx


def fact_graph(facts: Iterable[Fact]) -> nx.MultiDiGraph:
    """Directed multigraph: a node per normalized entity, an edge per fact."""
    import networkx as nx

    graph = nx.MultiDiGraph()
    for fact in facts:
        graph.add_node(fact.head_norm, label=fact.head)
        graph.add_node(fact.tail_norm, label=fact.tail)
        graph.add_edge(
            fact.head_norm, fact.tail_norm, key=fact.fact_id, relation=fact.relation_norm
        )
    return graph


def kg_stats(facts: Iterable[Fact], top: int = 10) -> dict[str, Any]:
    """Entity, relation, fact and component counts plus the highest-degree entities."""
    import networkx as nx

    fact_list = list(facts)
    graph = fact_graph(fact_list)
    relations = Counter(f.relation_norm for f in fact_list)
    components = list(nx.weakly_connected_components(graph)) if graph.number_of_nodes() else []
    degrees = sorted(graph.degree(), key=lambda item: (-item[1], item[0]))
    return {
        "facts": len(fact_list),
        "entities": graph.number_of_nodes(),
        "relations": len(relations),
        "components": len(components),
        "largest_component": max((len(c) for c in components), default=0),
        "top_relations": [{"relation": r, "facts": n} for r, n in relations.most_common(top)],
        "top_entities": [
            {"entity": graph.nodes[node]["label"], "degree": degree}
            for node, degree in degrees[:top]
        ],
    }
