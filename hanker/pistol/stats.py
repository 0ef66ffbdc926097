"""Graph statistics of a contract topology (PISTOL's inter-connectivity measures)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from hanker.pistol.topology import Topology

if TYPE_CHECKING:
    import networkx as nx


def topology_graph(topology: Topology) -> nx.Graph:
    """Undirected graph of the topology; edge attribute ``name`` holds the PISTOL edge name."""
    import networkx as nx

    graph = nx.Graph()
    for node, kind in topology.nodes.items():
        graph.add_node(node, type=kind)
    for edge in topology.edges:
        graph.add_edge(edge.source, edge.target, name=edge.name, type=edge.contract_type)
    return graph


def edge_interconnectivity(topology: Topology) -> dict[str, int]:
    """PISTOL inter-connectivity of each edge: deg(e) = deg(u) + deg(v) - 1."""
    graph = topology_graph(topology)
    return {e.name: graph.degree(e.source) + graph.degree(e.target) - 1 for e in topology.edges}


def components(topology: Topology) -> list[dict[str, Any]]:
    """Connected components with their nodes, edges and density, largest first."""
    import networkx as nx

    graph = topology_graph(topology)
    out = []
    for nodes in nx.connected_components(graph):
        sub = graph.subgraph(nodes)
        order = [n for n in topology.nodes if n in nodes]
        out.append(
            {
                "nodes": order,
                "edges": [e.name for e in topology.edges if e.source in nodes],
                "density": round(nx.density(sub), 6),
            }
        )
    out.sort(key=lambda c: (-len(c["nodes"]), list(topology.nodes).index(c["nodes"][0])))
    return out


def independent_edges(topology: Topology, forget_edges: Iterable[str]) -> list[str]:
    """Retained edges in components that hold no forget edge (PISTOL's independent retained set)."""
    forget = set(forget_edges)
    out: list[str] = []
    for component in components(topology):
        if not forget & set(component["edges"]):
            out.extend(component["edges"])
    order = [e.name for e in topology.edges]
    return sorted(out, key=order.index)


def topology_stats(topology: Topology, node_names: dict[str, str] | None = None) -> dict[str, Any]:
    """Node degrees, per-edge inter-connectivity and component densities."""
    import networkx as nx

    graph = topology_graph(topology)
    deg_e = edge_interconnectivity(topology)
    return {
        "topology": topology.name,
        "nodes": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "density": round(nx.density(graph), 6),
        "node_degrees": [
            {
                "node": n,
                "type": kind,
                "degree": graph.degree(n),
                **({"name": node_names[n]} if node_names else {}),
            }
            for n, kind in topology.nodes.items()
        ],
        "edge_interconnectivity": [
            {"edge": e.name, "type": e.contract_type, "deg": deg_e[e.name]} for e in topology.edges
        ],
        "components": components(topology),
    }
