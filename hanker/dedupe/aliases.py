"""Entity alias clusters for the ``alias`` level: a union-find over match-normalized entity strings.

Links come from ``aliases.jsonl`` files beside a KG (``{"entity": ..., "aliases": [...]}``,
written by coreference during KG construction) and from facts whose relation is an alias
relation (``also known as``, ``short name``, ...), in either KG.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.io import iter_jsonl
from hanker.dedupe.normalize import ALIAS_RELATIONS, canonical_relation, entity_key


class UnionFind:
    """Union-find with path halving; unknown items are their own root."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, item: str) -> str:
        """Representative of ``item``'s cluster (the lexicographically smallest member)."""
        parent = self.parent
        if item not in parent:
            return item
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def union(self, a: str, b: str) -> None:
        """Merge the clusters of ``a`` and ``b``."""
        for x in (a, b):
            self.parent.setdefault(x, x)
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            low, high = sorted((ra, rb))
            self.parent[high] = low

    def __len__(self) -> int:
        return len(self.parent)


def add_alias_file(clusters: UnionFind, path: Path) -> int:
    """Merge the clusters listed in an ``aliases.jsonl`` file; return the number of links added."""
    links = 0
    for lineno, row in enumerate(iter_jsonl(path), start=1):
        if (
            not isinstance(row, dict)
            or "entity" not in row
            or not isinstance(row.get("aliases"), list)
        ):
            raise InputError(path, f"line {lineno}: expected {{'entity': ..., 'aliases': [...]}}")
        root = entity_key(str(row["entity"]))
        for alias in row["aliases"]:
            clusters.union(root, entity_key(str(alias)))
            links += 1
    return links


def add_alias_facts(clusters: UnionFind, triples: Iterable[tuple[str, str, str]]) -> int:
    """Merge head and tail of every (head, relation, tail) whose relation is an alias relation."""
    links = 0
    for head, relation, tail in triples:
        if canonical_relation(relation) in ALIAS_RELATIONS:
            clusters.union(entity_key(head), entity_key(tail))
            links += 1
    return links
