"""RDF serialization of facts (hanker's streaming writer; rdflib for parsing and graph access).

Provenance design (documented choice): **standard RDF reification**. Every fact is asserted
as a plain triple ``entity:head relation:r entity:tail`` and described by a statement node
``fact:<fact_id>`` (``rdf:Statement`` with ``rdf:subject``/``rdf:predicate``/``rdf:object``)
that carries the exact surface strings, the extractor, and one ``hk:source`` node per
passage that states the fact. Reification works in every syntax (Turtle, N-Triples, TriG,
N-Quads); in the quad syntaxes the whole KG sits in one named graph, ``kg:<name>``.

Entity and relation IRIs are minted from the normalized strings with every reserved or
non-ASCII character percent-encoded, so quotes, angle brackets, newlines, emoji or
right-to-left text can never break the serialization; ``rdfs:label`` keeps the surface form.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from hanker.core.errors import ConfigError, InputError
from hanker.core.fact import ExtractorInfo, Fact, Source

BASE = "https://w3id.org/hanker/"
RDF_FORMATS: dict[str, tuple[str, str]] = {
    # name: (rdflib format, file suffix)
    "turtle": ("turtle", ".ttl"),
    "ntriples": ("nt", ".nt"),
    "nquads": ("nquads", ".nq"),
    "trig": ("trig", ".trig"),
}
_QUAD_FORMATS = {"nquads", "trig"}


def _iri_part(text: str) -> str:
    return quote(text, safe="") or "_"


def entity_iri(norm: str) -> str:
    """IRI of an entity from its normalized string."""
    return f"{BASE}entity/{_iri_part(norm)}"


def relation_iri(norm: str) -> str:
    """IRI of a relation from its normalized string."""
    return f"{BASE}relation/{_iri_part(norm)}"


Term = tuple[
    str, str, str | None
]  # ("iri", iri, None) or ("lit", lexical form, datatype IRI or None)

_HK = f"{BASE}ns#"
_RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
_RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
_XSD_INTEGER = "http://www.w3.org/2001/XMLSchema#integer"
PREFIXES = {
    "rdf": _RDF,
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "hk": _HK,
    "ent": f"{BASE}entity/",
    "rel": f"{BASE}relation/",
    "fact": f"{BASE}fact/",
}


def _iri(value: str) -> Term:
    return ("iri", value, None)


def _lit(value: str | int) -> Term:
    if isinstance(value, int):
        return ("lit", str(value), _XSD_INTEGER)
    return ("lit", value, None)


def fact_triples(fact: Fact) -> list[tuple[Term, Term, Term]]:
    """The RDF triples of one fact: the asserted triple, labels, the statement node and its sources."""
    head, rel, tail = (
        _iri(entity_iri(fact.head_norm)),
        _iri(relation_iri(fact.relation_norm)),
        _iri(entity_iri(fact.tail_norm)),
    )
    node = _iri(f"{BASE}fact/{fact.fact_id}")
    label = _iri(_RDFS_LABEL)
    out: list[tuple[Term, Term, Term]] = [
        (head, rel, tail),
        (head, label, _lit(fact.head)),
        (tail, label, _lit(fact.tail)),
        (rel, label, _lit(fact.relation)),
        (node, _iri(f"{_RDF}type"), _iri(f"{_RDF}Statement")),
        (node, _iri(f"{_RDF}subject"), head),
        (node, _iri(f"{_RDF}predicate"), rel),
        (node, _iri(f"{_RDF}object"), tail),
        (node, _iri(f"{_HK}factId"), _lit(fact.fact_id)),
        (node, _iri(f"{_HK}head"), _lit(fact.head)),
        (node, _iri(f"{_HK}relation"), _lit(fact.relation)),
        (node, _iri(f"{_HK}tail"), _lit(fact.tail)),
        (node, _iri(f"{_HK}headNorm"), _lit(fact.head_norm)),
        (node, _iri(f"{_HK}relationNorm"), _lit(fact.relation_norm)),
        (node, _iri(f"{_HK}tailNorm"), _lit(fact.tail_norm)),
        (node, _iri(f"{_HK}extractor"), _lit(json.dumps(fact.extractor.to_dict(), sort_keys=True))),
    ]
    if fact.meta:
        out.append((node, _iri(f"{_HK}meta"), _lit(json.dumps(dict(fact.meta), sort_keys=True))))
    for index, source in enumerate(fact.sources):
        src = _iri(f"{BASE}fact/{fact.fact_id}/source/{index}")
        out.append((node, _iri(f"{_HK}source"), src))
        out.append((src, _iri(f"{_HK}position"), _lit(index)))
        out.append((src, _iri(f"{_HK}corpus"), _lit(source.corpus)))
        out.append((src, _iri(f"{_HK}docId"), _lit(source.doc_id)))
        if source.chunk_id is not None:
            out.append((src, _iri(f"{_HK}chunkId"), _lit(source.chunk_id)))
        out.append((src, _iri(f"{_HK}charStart"), _lit(source.char_start)))
        out.append((src, _iri(f"{_HK}charEnd"), _lit(source.char_end)))
        out.append((src, _iri(f"{_HK}sentence"), _lit(source.sentence)))
    return out


def _unique_triples(facts: Iterable[Fact]) -> Iterator[tuple[Term, Term, Term]]:
    """Every fact's triples in fact order, each label triple only once."""
    seen_labels: set[tuple[Term, Term, Term]] = set()
    for fact in facts:
        for triple in fact_triples(fact):
            if triple[1][1] == _RDFS_LABEL:
                if triple in seen_labels:
                    continue
                seen_labels.add(triple)
            yield triple


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f\x7f"\\]')


def _escape_char(match: re.Match[str]) -> str:
    ch = match.group(0)
    return _ESCAPES.get(ch) or f"\\u{ord(ch):04X}"


def _escape(text: str) -> str:
    """Escape a literal's lexical form for N-Triples/Turtle double-quoted strings."""
    return _NEEDS_ESCAPE.sub(_escape_char, text)


def _nt_term(term: Term) -> str:
    kind, value, datatype = term
    if kind == "iri":
        return f"<{value}>"
    literal = f'"{_escape(value)}"'
    return f"{literal}^^<{datatype}>" if datatype else literal


_LOCAL_NAME = re.compile(r"^[A-Za-z0-9_](?:[A-Za-z0-9_.%-]*[A-Za-z0-9_%-])?$")


def _ttl_term(term: Term) -> str:
    kind, value, datatype = term
    if kind == "iri":
        return _ttl_iri(value)
    literal = f'"{_escape(value)}"'
    if datatype == _XSD_INTEGER:
        return value
    return f"{literal}^^<{datatype}>" if datatype else literal


@lru_cache(maxsize=65536)
def _ttl_iri(value: str) -> str:
    """A prefixed name where the local part is safe in Turtle, else the full ``<IRI>``."""
    if value == f"{_RDF}type":
        return "a"
    for prefix, namespace in PREFIXES.items():
        if value.startswith(namespace):
            local = value[len(namespace) :]
            if _LOCAL_NAME.match(local) and "/" not in local:
                return f"{prefix}:{local}"
    return f"<{value}>"


def _turtle_body(triples: Iterable[tuple[Term, Term, Term]], indent: str = "") -> Iterator[str]:
    subject: Term | None = None
    for s, p, o in triples:
        if s != subject:
            if subject is not None:
                yield " .\n"
            yield f"{indent}{_ttl_term(s)} {_ttl_term(p)} {_ttl_term(o)}"
            subject = s
        else:
            yield f" ;\n{indent}    {_ttl_term(p)} {_ttl_term(o)}"
    if subject is not None:
        yield " .\n"


def iter_serialized(facts: Iterable[Fact], fmt: str = "turtle", name: str = "kg") -> Iterator[str]:
    """Stream an RDF serialization of ``facts`` in pieces (constant memory apart from label dedup)."""
    if fmt not in RDF_FORMATS:
        raise ConfigError(f"unknown RDF format {fmt!r}; choose one of: {', '.join(RDF_FORMATS)}")
    graph_iri = f"<{BASE}kg/{_iri_part(name)}>"
    triples = _unique_triples(facts)
    if fmt in {"ntriples", "nquads"}:
        tail = f" {graph_iri} .\n" if fmt == "nquads" else " .\n"
        for s, p, o in triples:
            yield f"{_nt_term(s)} {_nt_term(p)} {_nt_term(o)}{tail}"
        return
    for prefix, namespace in PREFIXES.items():
        yield f"@prefix {prefix}: <{namespace}> .\n"
    yield "\n"
    if fmt == "trig":
        yield f"{graph_iri} {{\n"
        yield from _turtle_body(triples, indent="    ")
        yield "}\n"
    else:
        yield from _turtle_body(triples)


def serialize_facts(facts: Iterable[Fact], fmt: str = "turtle", name: str = "kg") -> str:
    """Serialize facts to an RDF syntax (``turtle``, ``ntriples``, ``nquads``, ``trig``).

    Written by hanker's own streaming writer (rdflib's serializers are quadratic on many
    distinct IRIs); the output parses with any RDF parser, rdflib's included. Triple
    syntaxes hold the KG as their default graph, quad syntaxes in the named graph
    ``kg:<name>``. The same facts in the same order always give the same bytes.
    """
    return "".join(iter_serialized(facts, fmt, name))


def write_rdf(
    path: str | Path, facts: Iterable[Fact], fmt: str = "turtle", name: str = "kg"
) -> None:
    """Atomically stream facts to an RDF file."""
    from hanker.core.io import atomic_path

    with atomic_path(path) as tmp, tmp.open("w", encoding="utf-8", newline="\n") as handle:
        for piece in iter_serialized(facts, fmt, name):
            handle.write(piece)


def build_graph(facts: Iterable[Fact], name: str = "kg") -> Any:
    """The facts as an ``rdflib.Dataset`` (named graph ``kg:<name>``), for users who query with rdflib."""
    from rdflib import Dataset, Literal, URIRef

    dataset = Dataset()
    for prefix, namespace in PREFIXES.items():
        dataset.bind(prefix, namespace)
    graph = dataset.graph(URIRef(f"{BASE}kg/{_iri_part(name)}"))

    def node(term: Term) -> Any:
        kind, value, datatype = term
        if kind == "iri":
            return URIRef(value)
        return Literal(value, datatype=URIRef(datatype) if datatype else None)

    for s, p, o in _unique_triples(facts):
        graph.add((node(s), node(p), node(o)))
    return dataset


def parse_facts(path: str | Path, fmt: str | None = None) -> list[Fact]:
    """Read facts back from an RDF file written by :func:`serialize_facts`."""
    from rdflib import RDF, Dataset, Namespace, URIRef

    p = Path(path)
    if not p.exists():
        raise InputError(p, "no such file")
    if fmt is None:
        fmt = next((name for name, (_, suffix) in RDF_FORMATS.items() if p.suffix == suffix), None)
        if fmt is None:
            raise InputError(
                p, "cannot tell the RDF syntax from the suffix; use .ttl, .nt, .nq or .trig"
            )
    hk = Namespace(f"{BASE}ns#")
    dataset = Dataset()
    try:
        dataset.parse(str(p), format=RDF_FORMATS[fmt][0])
    except Exception as exc:  # rdflib raises many parser-specific types
        raise InputError(p, f"not valid {fmt} ({exc})") from None
    facts = [
        _statement_fact(graph, node, hk, p)
        for graph in dataset.graphs()
        for node in graph.subjects(RDF.type, RDF.Statement)
        if isinstance(node, URIRef)
    ]
    facts.sort(key=lambda f: f.fact_id)
    return facts


def _statement_fact(graph: Any, node: Any, hk: Any, path: Path) -> Fact:
    """One reified statement of ``graph`` (and its sources, in their recorded order) as a Fact."""

    def one(pred: Any, subject: Any = node) -> str:
        value = graph.value(subject, pred)
        if value is None:
            raise InputError(path, f"statement {subject} lacks {pred}")
        return str(value)

    sources = []
    for src in graph.objects(node, hk.source):
        chunk = graph.value(src, hk.chunkId)
        source = Source(
            corpus=one(hk.corpus, src),
            doc_id=one(hk.docId, src),
            chunk_id=None if chunk is None else str(chunk),
            char_start=int(one(hk.charStart, src)),
            char_end=int(one(hk.charEnd, src)),
            sentence=one(hk.sentence, src),
        )
        sources.append((int(one(hk.position, src)), source))
    meta_literal = graph.value(node, hk.meta)
    return Fact(
        fact_id=one(hk.factId),
        head=one(hk.head),
        relation=one(hk.relation),
        tail=one(hk.tail),
        head_norm=one(hk.headNorm),
        relation_norm=one(hk.relationNorm),
        tail_norm=one(hk.tailNorm),
        sources=tuple(s for _, s in sorted(sources, key=lambda item: item[0])),
        extractor=ExtractorInfo.from_dict(json.loads(one(hk.extractor))),
        meta=json.loads(str(meta_literal)) if meta_literal is not None else {},
    )
