"""Topologies: the builtin PISTOL graphs, edge files, networkx generators and --edges-from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError, InputError
from hanker.pistol.stats import (
    components,
    edge_interconnectivity,
    independent_edges,
    topology_graph,
)
from hanker.pistol.topology import (
    dataset1,
    dataset2,
    from_edge_file,
    from_generator,
    from_pistol_file,
    load_topology,
)


def test_dataset1_shape_and_degrees() -> None:
    topo = dataset1()
    assert len(topo.nodes) == 24 and len(topo.edges) == 20
    assert sum(e.contract_type == "sales" for e in topo.edges) == 10
    graph = topology_graph(topo)
    assert graph.degree("A") == 8 and graph.degree("B") == 7
    deg = edge_interconnectivity(topo)
    assert deg["A_B"] == 14 and deg["A_C"] == 8
    assert deg["E1_F1"] == 2 - 1 + 1  # E1 has degree 2 (F1, q1), F1 has degree 1
    assert {n for n, t in topo.nodes.items() if t == "person"} == {
        "m",
        "n",
        "n2",
        "n3",
        "p",
        "p2",
        "p3",
        "q1",
        "q2",
        "q3",
    }


def test_dataset2_components_and_densities() -> None:
    topo = dataset2()
    assert len(topo.nodes) == 30 and len(topo.edges) == 75
    comps = components(topo)
    by_size = sorted((len(c["edges"]), c["density"]) for c in comps)
    assert by_size == [
        (9, pytest.approx(9 / 45)),
        (21, pytest.approx(21 / 45, abs=1e-6)),
        (45, 1.0),
    ]


def test_edges_from_reproduces_pistol_files_exactly(shared_corpora: Path) -> None:
    for name in ("sample_data_1.json", "sample_data_2.json"):
        path = shared_corpora / "pistol" / name
        original: list[str] = []
        for row in json.loads(path.read_text()):
            if row["edge"] not in original:
                original.append(row["edge"])
        topo = from_pistol_file(path)
        assert [e.name for e in topo.edges] == original
    d1 = from_pistol_file(shared_corpora / "pistol" / "sample_data_1.json")
    assert {e.name: e.contract_type for e in d1.edges} == {
        e.name: e.contract_type for e in dataset1().edges
    }
    d2 = from_pistol_file(shared_corpora / "pistol" / "sample_data_2.json")
    assert {e.name for e in d2.edges} == {e.name for e in dataset2().edges}


def test_edge_list_csv_and_json_with_types(tmp_path: Path) -> None:
    csv_file = tmp_path / "g.csv"
    csv_file.write_text("source,target,type\nX,Y,sales\nX,bob,employment\nY,Z,sales\n")
    topo = from_edge_file(csv_file)
    assert topo.nodes == {"X": "company", "Y": "company", "bob": "person", "Z": "company"}
    assert [e.name for e in topo.edges] == ["X_Y", "X_bob", "Y_Z"]
    json_file = tmp_path / "g.json"
    json_file.write_text(
        json.dumps(
            {
                "nodes": [{"id": "ann", "type": "person"}],
                "edges": [["Co", "ann", "employment"], {"source": "Co", "target": "Co2"}],
            }
        )
    )
    topo = from_edge_file(json_file)
    assert topo.nodes["ann"] == "person" and topo.edge("Co_Co2").contract_type == "sales"
    assert load_topology(str(json_file)).edges == topo.edges


def test_networkx_generators() -> None:
    path = from_generator("path_graph", ["n=5"])
    assert [e.name for e in path.edges] == ["0_1", "1_2", "2_3", "3_4"]
    ba1 = from_generator("barabasi_albert_graph", ["n=20", "m=2"], seed=3)
    ba2 = from_generator("barabasi_albert_graph", ["n=20", "m=2"], seed=3)
    assert ba1.edges == ba2.edges and len(ba1.edges) == 36
    assert ba1.meta["params"]["seed"] == 3
    complete = from_generator("complete_graph", ["n=4"])
    assert len(complete.edges) == 6


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"spec": "dataset9"}, ConfigError, "unknown topology"),
        ({"generator": "no_such_graph"}, ConfigError, "unknown networkx generator"),
        ({"generator": "path_graph", "generator_params": ["n"]}, ConfigError, "NAME=VALUE"),
        ({"generator": "path_graph", "generator_params": ["k=3"]}, ConfigError, "path_graph"),
        ({}, ConfigError, "exactly one topology"),
        ({"spec": "dataset1", "generator": "path_graph"}, ConfigError, "exactly one topology"),
    ],
)
def test_bad_topology_requests(kwargs: dict, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        load_topology(**kwargs)


def test_bad_edge_files(tmp_path: Path) -> None:
    bad_cols = tmp_path / "a.csv"
    bad_cols.write_text("from,to\nX,Y\n")
    with pytest.raises(InputError, match="source,target"):
        from_edge_file(bad_cols)
    wrong_types = tmp_path / "b.csv"
    wrong_types.write_text(
        "source,target,type,source_type,target_type\nX,bob,sales,company,person\n"
    )
    with pytest.raises(InputError, match="sales edge X_bob must join two companies"):
        from_edge_file(wrong_types)
    loop = tmp_path / "c.json"
    loop.write_text('[["X", "X"]]')
    with pytest.raises(InputError, match="self-loop"):
        from_edge_file(loop)
    with pytest.raises(InputError, match="no such file"):
        from_edge_file(tmp_path / "missing.csv")
    pistol_bad = tmp_path / "p.json"
    pistol_bad.write_text('[{"question": "q", "answer": "a"}]')
    with pytest.raises(InputError, match="no 'edge' field"):
        from_pistol_file(pistol_bad)


def test_independent_edges_are_components_without_forget_edges() -> None:
    topo = dataset1()
    assert independent_edges(topo, ["A_C"]) == [
        "E1_F1",
        "E2_F2",
        "E3_F3",
        "E1_q1",
        "E2_q2",
        "E3_q3",
    ]
    assert independent_edges(topo, ["E1_F1"]) == [
        e.name for e in topo.edges if e.name not in {"E1_F1", "E1_q1"}
    ]
