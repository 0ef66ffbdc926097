"""Contract-graph topologies: nodes are companies or persons, edges are contracts.

Edge conventions (those of the published PISTOL data): a ``sales`` edge ``U_V`` has ``U`` as
the customer and ``V`` as the seller; an ``employment`` edge joins a company (the employer)
and a person (the employee), in either order.
"""

from __future__ import annotations

import csv
import inspect
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hanker.core.errors import ConfigError, InputError
from hanker.core.io import read_json, read_text

NODE_TYPES = ("company", "person")
EDGE_TYPES = ("sales", "employment")


@dataclass(frozen=True)
class Edge:
    """One contract: ``source`` and ``target`` node ids and the contract type."""

    source: str
    target: str
    contract_type: str

    @property
    def name(self) -> str:
        """PISTOL edge name, ``SOURCE_TARGET``."""
        return f"{self.source}_{self.target}"


@dataclass(frozen=True)
class Topology:
    """A named contract graph: typed nodes and typed edges, in a fixed order."""

    name: str
    nodes: Mapping[str, str]
    edges: tuple[Edge, ...]
    description: str = ""
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for edge in self.edges:
            for node in (edge.source, edge.target):
                if node not in self.nodes:
                    raise ConfigError(
                        f"topology {self.name}: edge {edge.name} uses unknown node {node!r}"
                    )
            if edge.source == edge.target:
                raise ConfigError(f"topology {self.name}: self-loop {edge.name} is not a contract")
            if edge.name in seen:
                raise ConfigError(f"topology {self.name}: duplicate edge {edge.name}")
            seen.add(edge.name)
            kinds = sorted((self.nodes[edge.source], self.nodes[edge.target]))
            if edge.contract_type == "sales" and kinds != ["company", "company"]:
                raise ConfigError(
                    f"topology {self.name}: sales edge {edge.name} must join two companies"
                )
            if edge.contract_type == "employment" and kinds != ["company", "person"]:
                raise ConfigError(
                    f"topology {self.name}: employment edge {edge.name} must join a company and a person"
                )
        for node, kind in self.nodes.items():
            if kind not in NODE_TYPES:
                raise ConfigError(f"topology {self.name}: node {node!r} has unknown type {kind!r}")

    def edge(self, name: str) -> Edge:
        """The edge called ``name``."""
        for edge in self.edges:
            if edge.name == name:
                return edge
        raise ConfigError(
            f"topology {self.name} has no edge {name!r}; edges: {', '.join(e.name for e in self.edges)}"
        )

    def to_dict(self) -> dict[str, Any]:
        """Plain-JSON form (written as ``topology.json``)."""
        return {
            "name": self.name,
            "description": self.description,
            "nodes": [{"id": node, "type": kind} for node, kind in self.nodes.items()],
            "edges": [
                {"name": e.name, "source": e.source, "target": e.target, "type": e.contract_type}
                for e in self.edges
            ],
            "meta": dict(self.meta),
        }


def _build(
    name: str,
    edges: Iterable[tuple[str, str, str]],
    description: str,
    node_types: Mapping[str, str] | None = None,
) -> Topology:
    nodes: dict[str, str] = {}
    edge_list: list[Edge] = []
    for source, target, kind in edges:
        for node in (source, target):
            if node not in nodes:
                if node_types and node in node_types:
                    nodes[node] = node_types[node]
                elif kind == "employment":
                    nodes[node] = "company" if node == source else "person"
                else:
                    nodes[node] = "company"
        edge_list.append(Edge(source, target, kind))
    return Topology(name=name, nodes=nodes, edges=tuple(edge_list), description=description)


def _pair(name: str) -> tuple[str, str]:
    source, _, target = name.partition("_")
    return source, target


def dataset1() -> Topology:
    """PISTOL Dataset 1: G(24, 20), two hub companies A and B plus three isolated pairs per domain."""
    sales = ["A_B", "A_C", "A_C2", "A_C3", "B_D", "B_D2", "B_D3", "E1_F1", "E2_F2", "E3_F3"]
    employment = ["A_m", "A_n", "A_n2", "A_n3", "B_p", "B_p2", "B_p3", "E1_q1", "E2_q2", "E3_q3"]
    edges: list[tuple[str, str, str]] = [(*_pair(e), "sales") for e in sales]
    edges += [(*_pair(e), "employment") for e in employment]
    return _build(
        "dataset1", edges, "PISTOL Dataset 1: 24 nodes, 20 edges (10 sales, 10 employment)"
    )


# The semi-dense block of PISTOL Dataset 2 (nodes 10..19), exactly as in the published data.
_DATASET2_SEMI_DENSE = [
    (10, 11), (11, 12), (12, 13), (13, 14), (14, 15), (15, 16), (16, 17), (17, 18), (18, 19),
    (10, 19), (11, 18), (12, 17), (13, 16), (10, 18), (11, 17), (12, 16), (13, 15), (14, 16),
    (13, 17), (12, 18), (11, 19),
]  # fmt: skip


def dataset2() -> Topology:
    """PISTOL Dataset 2: a 10-node chain, a 21-edge semi-dense block and a 10-clique (75 sales edges)."""
    chain = [(i, i + 1) for i in range(9)]
    clique = [(i, j) for i in range(20, 30) for j in range(i + 1, 30)]
    edges = [(str(u), str(v), "sales") for u, v in chain + _DATASET2_SEMI_DENSE + clique]
    return _build(
        "dataset2", edges, "PISTOL Dataset 2: chain 0..9, semi-dense 10..19, clique 20..29"
    )


BUILTIN_TOPOLOGIES = {"dataset1": dataset1, "dataset2": dataset2}

_INT_RE = re.compile(r"^-?\d+$")
_FLOAT_RE = re.compile(r"^-?\d+\.\d*$")


def _parse_param(raw: str) -> tuple[str, Any]:
    key, sep, value = raw.partition("=")
    if not sep or not key:
        raise ConfigError(f"generator parameter {raw!r} must look like NAME=VALUE")
    parsed: Any = value
    if _INT_RE.match(value):
        parsed = int(value)
    elif _FLOAT_RE.match(value):
        parsed = float(value)
    elif value.lower() in {"true", "false"}:
        parsed = value.lower() == "true"
    return key, parsed


def from_generator(name: str, params: Iterable[str] = (), seed: int | None = None) -> Topology:
    """A topology from a networkx graph generator, e.g. ``barabasi_albert_graph`` with ``n=20 m=2``.

    Every node becomes a company and every edge a sales contract. A generator that takes a
    ``seed`` receives the compiler's seed unless one is given.
    """
    import networkx as nx
    import networkx.generators as generators

    func = getattr(generators, name, None)
    if func is None or not callable(func) or name.startswith("_"):
        raise ConfigError(f"unknown networkx generator {name!r} (see networkx.generators)")
    kwargs = dict(_parse_param(p) for p in params)
    signature = inspect.signature(func)
    if "seed" in signature.parameters and "seed" not in kwargs and seed is not None:
        kwargs["seed"] = seed
    try:
        graph = func(**kwargs)
    except TypeError as exc:
        raise ConfigError(f"networkx generator {name}: {exc}") from None
    if graph.is_directed():
        graph = graph.to_undirected()
    graph = nx.Graph(graph)  # drop parallel edges of multigraph generators
    edges = []
    for u, v in graph.edges():
        if u == v:
            continue
        a, b = sorted((u, v), key=lambda x: (str(type(x)), x))
        edges.append((str(a), str(b), "sales"))
    if not edges:
        raise ConfigError(f"networkx generator {name} with {kwargs} produced no edges")
    label = " ".join(f"{k}={v}" for k, v in kwargs.items())
    node_types = {str(n): "company" for n in graph.nodes()}
    topo = _build(f"nx:{name}", edges, f"networkx {name}({label})", node_types)
    return Topology(
        topo.name, node_types, topo.edges, topo.description, {"generator": name, "params": kwargs}
    )


def _edge_rows_from_file(path: Path) -> tuple[list[dict[str, str]], dict[str, str]]:
    node_types: dict[str, str] = {}
    if path.suffix.lower() == ".csv":
        reader = csv.DictReader(io.StringIO(read_text(path)))
        if not reader.fieldnames or not {"source", "target"} <= set(reader.fieldnames):
            raise InputError(
                path,
                "CSV edge list needs the columns source,target (and optionally type, source_type, target_type)",
            )
        rows = [dict(r) for r in reader]
    elif path.suffix.lower() == ".json":
        data = read_json(path)
        if isinstance(data, dict):
            for node in data.get("nodes", []):
                if not isinstance(node, dict) or "id" not in node:
                    raise InputError(path, "every entry of 'nodes' needs an 'id'")
                node_types[str(node["id"])] = str(node.get("type", "company"))
            data = data.get("edges")
        if not isinstance(data, list):
            raise InputError(
                path, "JSON edge list must be a list of edges or an object with an 'edges' list"
            )
        rows = []
        for item in data:
            if isinstance(item, (list, tuple)) and len(item) in (2, 3):
                rows.append(
                    {
                        "source": str(item[0]),
                        "target": str(item[1]),
                        "type": str(item[2]) if len(item) == 3 else "",
                    }
                )
            elif isinstance(item, dict) and "source" in item and "target" in item:
                rows.append({k: str(v) for k, v in item.items()})
            else:
                raise InputError(
                    path,
                    f"cannot read edge {item!r}; use [source, target, type] or an object with source/target",
                )
    else:
        raise InputError(path, "edge list must be a .csv or .json file")
    if not rows:
        raise InputError(path, "edge list is empty")
    return rows, node_types


def from_edge_file(path: str | Path) -> Topology:
    """A topology from a CSV or JSON edge list with optional node and edge types."""
    p = Path(path)
    rows, node_types = _edge_rows_from_file(p)
    edges = []
    for row in rows:
        kind = (row.get("type") or row.get("edge_type") or "sales").strip() or "sales"
        if kind not in EDGE_TYPES:
            raise InputError(
                p,
                f"edge {row['source']}_{row['target']}: unknown contract type {kind!r} (sales or employment)",
            )
        for end in ("source", "target"):
            declared = (row.get(f"{end}_type") or "").strip()
            if declared:
                node_types[row[end]] = declared
        edges.append((row["source"].strip(), row["target"].strip(), kind))
    try:
        return _build(p.stem, edges, f"edge list {p.name}", node_types)
    except ConfigError as exc:
        raise InputError(p, str(exc)) from None


_EMPLOYMENT_HINT = re.compile(r"\b(employer|employee|employment)\b", re.IGNORECASE)


def from_pistol_file(path: str | Path) -> Topology:
    """Reproduce the exact topology of a PISTOL QA file from its ``edge`` column.

    Edges keep their order of first appearance. An edge whose questions speak of an
    employer or employee is an employment contract (first node the employer), else sales.
    """
    p = Path(path)
    data = read_json(p)
    if not isinstance(data, list) or not data:
        raise InputError(p, "expected a non-empty JSON list of {question, answer, edge}")
    order: list[str] = []
    employment: set[str] = set()
    for i, row in enumerate(data):
        if not isinstance(row, dict) or "edge" not in row:
            raise InputError(p, f"item {i} has no 'edge' field")
        name = str(row["edge"])
        if name not in order:
            order.append(name)
        if _EMPLOYMENT_HINT.search(str(row.get("question", ""))):
            employment.add(name)
    edges = []
    for name in order:
        parts = name.split("_")
        if len(parts) != 2 or not all(parts):
            raise InputError(p, f"edge name {name!r} is not of the form SOURCE_TARGET")
        edges.append((parts[0], parts[1], "employment" if name in employment else "sales"))
    try:
        return _build(p.stem, edges, f"edges of {p.name}")
    except ConfigError as exc:
        raise InputError(p, str(exc)) from None


def load_topology(
    spec: str | None = None,
    *,
    edge_file: str | Path | None = None,
    edges_from: str | Path | None = None,
    generator: str | None = None,
    generator_params: Iterable[str] = (),
    seed: int | None = None,
) -> Topology:
    """Resolve exactly one topology source: a builtin name, an edge file, a PISTOL file or a generator."""
    chosen = [x for x in (spec, edge_file, edges_from, generator) if x]
    if len(chosen) != 1:
        raise ConfigError(
            "give exactly one topology: a builtin name (dataset1, dataset2), an edge list file, --edges-from FILE or --generator NAME"
        )
    if spec:
        if spec in BUILTIN_TOPOLOGIES:
            return BUILTIN_TOPOLOGIES[spec]()
        if Path(spec).suffix.lower() in {".csv", ".json"}:
            return from_edge_file(spec)
        raise ConfigError(
            f"unknown topology {spec!r}; builtins: {', '.join(BUILTIN_TOPOLOGIES)}, or an edge list .csv/.json"
        )
    if edge_file:
        return from_edge_file(edge_file)
    if edges_from:
        return from_pistol_file(edges_from)
    assert generator is not None
    return from_generator(generator, generator_params, seed=seed)
