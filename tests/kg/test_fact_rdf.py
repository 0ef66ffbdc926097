"""Fact identity, facts.jsonl and RDF round trips for hostile strings."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanker.core.errors import ConfigError, InputError
from hanker.core.fact import (
    ExtractorInfo,
    Source,
    iter_facts,
    make_fact,
    normalize_text,
    write_facts,
)
from hanker.kg.graph import kg_stats
from hanker.kg.rdf import RDF_FORMATS, parse_facts, serialize_facts

EXTRACTOR = ExtractorInfo(name="test", model=None, version="t.v1")
HOSTILE = [
    'Acme "Widgets" <Ltd>',
    "line one\nline two\r\n\ttabbed",
    "emoji 🎉🧪 and zero\u200bwidth",
    "שלום עולם (RTL) مرحبا",
    "back\\slash and 'quotes' and `ticks` and {braces} and #hash ?q=1&x=2",
    "  ",
]


def _fact(head: str, relation: str, tail: str, n_sources: int = 1):  # type: ignore[no-untyped-def]
    sources = [
        Source("c", f"doc{i}", None if i else "ch0", i, i + 3, f"sentence {i} with {tail}")
        for i in range(n_sources)
    ]
    return make_fact(head, relation, tail, sources, EXTRACTOR, meta={"k": "v"})


def test_identity_normalization() -> None:
    assert normalize_text("  The  ACME\tCorp. ") == "the acme corp"
    assert normalize_text("ｆｕｌｌ ｗｉｄｔｈ") == "full width"
    a = _fact("Acme Corp", "located_in", "Paris")
    b = _fact(" acme  corp ", "Located-In", "PARIS.")
    assert a.fact_id == b.fact_id and len(a.fact_id) == 16
    assert _fact("Acme", "in", "Paris").fact_id != _fact("Paris", "in", "Acme").fact_id


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_hostile_strings_round_trip_in_every_syntax(tmp_path: Path, fmt: str) -> None:
    facts = [
        _fact(h, r, t, n_sources=2)
        for h in HOSTILE
        for r, t in (("rel <x>", HOSTILE[0]), ("has\nnewline", HOSTILE[3]))
    ]
    path = tmp_path / f"kg{RDF_FORMATS[fmt][1]}"
    path.write_text(serialize_facts(facts, fmt), encoding="utf-8")
    expected = sorted({f.fact_id: f for f in facts}.values(), key=lambda f: f.fact_id)
    assert parse_facts(path) == expected


@settings(max_examples=30, deadline=None)
@given(
    st.text(min_size=1, max_size=30),
    st.text(min_size=1, max_size=15),
    st.text(min_size=1, max_size=30),
)
def test_any_unicode_round_trips_through_turtle(
    tmp_path_factory: pytest.TempPathFactory, head: str, relation: str, tail: str
) -> None:
    if any(ch in head + relation + tail for ch in "\x00"):
        return  # NUL is not representable in RDF literals
    fact = _fact(head, relation, tail)
    path = tmp_path_factory.mktemp("rdf") / "kg.ttl"
    path.write_text(serialize_facts([fact], "turtle"), encoding="utf-8")
    assert parse_facts(path) == [fact]


def test_facts_jsonl_round_trip_and_errors(tmp_path: Path) -> None:
    facts = [_fact(h, "r", "t") for h in HOSTILE]
    write_facts(tmp_path / "facts.jsonl", facts)
    assert list(iter_facts(tmp_path / "facts.jsonl")) == facts
    (tmp_path / "bad.jsonl").write_text('{"head": "x"}\n')
    with pytest.raises(InputError, match="line 1 is not a fact record"):
        list(iter_facts(tmp_path / "bad.jsonl"))
    with pytest.raises(ConfigError, match="unknown RDF format"):
        serialize_facts(facts, "rdfxml")
    (tmp_path / "broken.ttl").write_text("this is not turtle <<<")
    with pytest.raises(InputError, match="not valid turtle"):
        parse_facts(tmp_path / "broken.ttl")


def test_kg_stats_counts() -> None:
    facts = [
        _fact("A", "r1", "B"),
        _fact("B", "r2", "C"),
        _fact("D", "r1", "E"),
        _fact("A", "r1", "C"),
    ]
    stats = kg_stats(facts, top=2)
    assert (
        stats["facts"],
        stats["entities"],
        stats["relations"],
        stats["components"],
        stats["largest_component"],
    ) == (4, 5, 2, 2, 3)
    assert stats["top_entities"][0]["degree"] == 2
    assert stats["top_relations"][0] == {"relation": "r1", "facts": 3}


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_streaming_writer_is_isomorphic_to_rdflib_graph(tmp_path: Path, fmt: str) -> None:
    from rdflib import Dataset
    from rdflib.compare import isomorphic

    from hanker.kg.rdf import build_graph, write_rdf

    facts = [_fact(h, "rel", t, n_sources=2) for h in HOSTILE[:4] for t in HOSTILE[2:]]
    path = tmp_path / f"kg{RDF_FORMATS[fmt][1]}"
    write_rdf(path, facts, fmt, name="my kg")
    parsed = Dataset()
    parsed.parse(str(path), format=RDF_FORMATS[fmt][0])
    expected = build_graph(facts, name="my kg")

    def triples(ds: Dataset):  # type: ignore[no-untyped-def]
        from rdflib import Graph

        g = Graph()
        for graph in ds.graphs():
            for t in graph:
                g.add(t)
        return g

    assert isomorphic(triples(parsed), triples(expected))
    assert len(triples(parsed)) == len(triples(expected))
