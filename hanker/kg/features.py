"""Graph features of each fact, for structure-stratified KMC counts.

For a fact of the test KG: the degree of its head and tail in the forget KG (facts touching the
entity), PISTOL's inter-connectivity of the fact's edge ``deg(e) = deg(u) + deg(v) - 1`` (from
the forget KG's entity degrees, or from a ground-truth edge table such as a compiled PISTOL
topology), whether head or tail also occurs in the retain KG, the relation, and the size of the
fact's connected component. Entities are compared by their normalized form.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hanker.core.fact import Fact

FEATURES_VERSION = "graph-features.v1"
DEGREE_BUCKETS = ((1, 1), (2, 3), (4, 7), (8, 15), (16, None))


def degree_bucket(degree: int) -> str:
    """The bucket label of a degree: ``1``, ``2-3``, ``4-7``, ``8-15`` or ``16+``."""
    for low, high in DEGREE_BUCKETS:
        if degree >= low and (high is None or degree <= high):
            return f"{low}+" if high is None else (str(low) if low == high else f"{low}-{high}")
    return "0"


def retain_overlap(head_in_retain: bool, tail_in_retain: bool) -> str:
    """``none``, ``head``, ``tail`` or ``both``: which ends of a fact the retain KG also names."""
    if head_in_retain and tail_in_retain:
        return "both"
    return "head" if head_in_retain else "tail" if tail_in_retain else "none"


def _degrees_and_components(facts: Iterable[Fact]) -> tuple[dict[str, int], dict[str, int]]:
    """Entity -> number of facts touching it; entity -> size (entities) of its component."""
    degree: dict[str, int] = {}
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for fact in facts:
        for entity in {fact.head_norm, fact.tail_norm}:
            degree[entity] = degree.get(entity, 0) + 1
            parent.setdefault(entity, entity)
        root_head, root_tail = find(fact.head_norm), find(fact.tail_norm)
        if root_head != root_tail:
            parent[root_head] = root_tail
    sizes: dict[str, int] = {}
    for entity in parent:
        root = find(entity)
        sizes[root] = sizes.get(root, 0) + 1
    return degree, {entity: sizes[find(entity)] for entity in parent}


def fact_features(
    test_facts: Iterable[Fact],
    forget_facts: Iterable[Fact],
    retain_facts: Iterable[Fact] = (),
    edge_degrees: Mapping[str, int] | None = None,
) -> dict[str, dict[str, Any]]:
    """fact id -> its graph features (see the module docstring).

    ``edge_degrees`` maps a ground-truth edge name (a PISTOL contract such as ``A_C``) to its
    ``deg(e)``; a fact's edge is its ``meta["edge"]``, else the document it came from. Facts
    whose edge is not in the table fall back to the forget KG's own degrees.
    """
    degree, component = _degrees_and_components(forget_facts)
    retain_entities = {e for f in retain_facts for e in (f.head_norm, f.tail_norm)}
    features: dict[str, dict[str, Any]] = {}
    for fact in test_facts:
        head_degree = degree.get(fact.head_norm, 1)
        tail_degree = degree.get(fact.tail_norm, 1)
        edge = str(fact.meta.get("edge") or (fact.sources[0].doc_id if fact.sources else ""))
        if edge_degrees is not None and edge in edge_degrees:
            edge_degree, source = int(edge_degrees[edge]), "ground-truth"
        else:
            edge_degree, source = head_degree + tail_degree - 1, "forget-kg"
        head_in, tail_in = fact.head_norm in retain_entities, fact.tail_norm in retain_entities
        features[fact.fact_id] = {
            "head_degree": head_degree,
            "tail_degree": tail_degree,
            "edge": edge or None,
            "edge_degree": edge_degree,
            "edge_degree_source": source,
            "degree_bucket": degree_bucket(edge_degree),
            "head_in_retain": head_in,
            "tail_in_retain": tail_in,
            "retain_overlap": retain_overlap(head_in, tail_in),
            "relation": fact.relation_norm,
            "component_size": component.get(fact.head_norm, 1),
        }
    return features
