"""``hanker pistol compile``: write a PISTOL-style dataset folder.

Layout of the output folder::

    manifest.json          format version, versions, resolved config, counts, file hashes
    topology.json          typed nodes (with their names and addresses) and typed edges
    contracts/EDGE.txt     one contract document per edge
    documents.jsonl        the corpus view: {doc_id, edge, contract_type, text}
    qa.json                PISTOL QA list: {question, answer, edge, attribute, contract_type, fact_id, id}
    facts.jsonl            ground-truth facts (docs/formats.md), one per fact id
    kg.ttl (.nt .nq .trig) the same facts in RDF
    stats.json             node degrees, per-edge inter-connectivity, component densities
    splits/                with --forget-edges: forget/retain/independent corpora, QA and ground-truth facts

The folder is assembled beside the target and renamed into place, so an interrupted run
leaves no partial dataset; the same config gives the same bytes.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError, OutputError
from hanker.core.fact import FACT_FORMAT_VERSION, write_facts
from hanker.core.io import sha256_file, write_json, write_jsonl, write_text
from hanker.core.outdir import output_lock, prepare_output_dir, record_outputs
from hanker.kg.rdf import RDF_FORMATS, write_rdf
from hanker.pistol.attributes import ATTRIBUTES_VERSION
from hanker.pistol.contracts import MIXED_STYLE, STYLES, STYLES_VERSION, TEMPLATE_VERSION
from hanker.pistol.dataset import PistolDataset, build_dataset
from hanker.pistol.stats import independent_edges, topology_stats
from hanker.pistol.topology import load_topology

DATASET_FORMAT_VERSION = "pistol-dataset.v1"


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@dataclass(frozen=True)
class CompileConfig:
    """Everything that determines a compiled dataset (plus where it goes)."""

    out: Path
    topology: str | None = None
    edges_from: Path | None = None
    generator: str | None = None
    generator_params: tuple[str, ...] = ()
    seed: int = 0
    forget_edges: tuple[str, ...] = ()
    rdf_formats: tuple[str, ...] = ("turtle",)
    name: str | None = None
    overwrite: bool = False
    style: str = MIXED_STYLE

    def __post_init__(self) -> None:
        if self.style not in (*STYLES, MIXED_STYLE):
            raise ConfigError(
                f"unknown contract style {self.style!r}; choose from {', '.join((*STYLES, MIXED_STYLE))}"
            )

    def resolved(self) -> dict[str, Any]:
        """The config as written into the manifest (paths as given, no output location)."""
        data = asdict(self)
        data.pop("out")
        data.pop("overwrite")
        for key in ("edges_from",):
            if data[key] is not None:
                data[key] = str(data[key])
        data["generator_params"] = list(self.generator_params)
        data["forget_edges"] = list(self.forget_edges)
        data["rdf_formats"] = list(self.rdf_formats)
        return data


@dataclass(frozen=True)
class CompileResult:
    """What a compile wrote, for the CLI summary."""

    out: Path
    name: str
    contracts: int
    qa_pairs: int
    facts: int
    nodes: int
    edges: int
    components: int
    splits: dict[str, int] = field(default_factory=dict)
    stats: dict[str, Any] = field(default_factory=dict)


def _split_records(dataset: PistolDataset, forget_edges: tuple[str, ...]) -> dict[str, list[str]]:
    topology = dataset.topology
    for name in forget_edges:
        topology.edge(name)  # raises a clear error for an unknown edge
    forget = [e.name for e in topology.edges if e.name in forget_edges]
    retain = [e.name for e in topology.edges if e.name not in forget_edges]
    independent = independent_edges(topology, forget)
    connected = [e for e in retain if e not in independent]
    return {
        "forget": forget,
        "retain": retain,
        "retain_connected": connected,
        "independent": independent,
    }


def _write_dataset(dataset: PistolDataset, config: CompileConfig, folder: Path) -> dict[str, int]:
    topo = dataset.topology
    topo_dict = topo.to_dict()
    for node in topo_dict["nodes"]:
        attrs = dataset.nodes[node["id"]]
        node.update({"name": attrs.name, "address": attrs.address})
    write_json(folder / "topology.json", topo_dict)
    for contract in dataset.contracts:
        write_text(folder / "contracts" / f"{contract.edge.name}.txt", contract.text)
    write_jsonl(folder / "documents.jsonl", (c.document() for c in dataset.contracts))
    write_json(folder / "qa.json", [qa.to_dict() for c in dataset.contracts for qa in c.qa])
    facts = dataset.merged_facts()
    write_facts(folder / "facts.jsonl", facts)
    for fmt in config.rdf_formats:
        suffix = RDF_FORMATS[fmt][1]
        write_rdf(folder / f"kg{suffix}", facts, fmt, name=dataset.name)
    names = {n: a.name for n, a in dataset.nodes.items()}
    write_json(folder / "stats.json", topology_stats(topo, names))

    split_counts: dict[str, int] = {}
    if config.forget_edges:
        groups = _split_records(dataset, config.forget_edges)
        by_edge = {c.edge.name: c for c in dataset.contracts}
        write_json(folder / "splits" / "split.json", groups)
        for group in ("forget", "retain", "independent"):
            contracts = [by_edge[e] for e in groups[group]]
            write_jsonl(
                folder / "splits" / f"{group}_corpus.jsonl", (c.document() for c in contracts)
            )
            write_json(
                folder / "splits" / f"{group}_qa.json",
                [qa.to_dict() for c in contracts for qa in c.qa],
            )
            write_facts(
                folder / "splits" / f"{group}_facts.jsonl", dataset.merged_facts(set(groups[group]))
            )
            split_counts[group] = len(contracts)
    return split_counts


def _manifest(
    dataset: PistolDataset, config: CompileConfig, folder: Path, counts: dict[str, int]
) -> dict[str, Any]:
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    return {
        "format": DATASET_FORMAT_VERSION,
        "name": dataset.name,
        "generator": {
            "tool": "hanker pistol compile",
            "hanker_version": __version__,
            "templates": f"pistol-templates.{TEMPLATE_VERSION}",
            "attributes": ATTRIBUTES_VERSION,
            "fact_format": FACT_FORMAT_VERSION,
            "styles": STYLES_VERSION,
        },
        "config": config.resolved(),
        "topology": {"name": dataset.topology.name, "description": dataset.topology.description},
        "counts": counts,
        "files": {str(p.relative_to(folder)): sha256_file(p) for p in files},
    }


def compile_dataset(config: CompileConfig) -> CompileResult:
    """Compile a dataset as ``config`` says and write it to ``config.out``."""
    for fmt in config.rdf_formats:
        if fmt not in RDF_FORMATS:
            raise ConfigError(f"unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}")
    if not (config.topology or config.edges_from or config.generator):
        config = replace(config, topology="dataset1")
    topology = load_topology(
        config.topology,
        edges_from=config.edges_from,
        generator=config.generator,
        generator_params=config.generator_params,
        seed=config.seed,
    )
    dataset = build_dataset(topology, config.seed, name=config.name, style=config.style)
    if config.forget_edges:
        _split_records(dataset, config.forget_edges)  # validate before writing anything

    out = Path(config.out)
    inputs = [config.edges_from] if config.edges_from else []
    with output_lock(out):
        foreign = prepare_output_dir(out, overwrite=config.overwrite, inputs=inputs)
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
        staging.chmod(0o777 & ~_current_umask())
        try:
            split_counts = _write_dataset(dataset, config, staging)
            facts_count = len(dataset.merged_facts())
            counts = {
                "nodes": len(topology.nodes),
                "edges": len(topology.edges),
                "contracts": len(dataset.contracts),
                "qa_pairs": sum(len(c.qa) for c in dataset.contracts),
                "facts": facts_count,
                **{f"{k}_edges": v for k, v in split_counts.items()},
            }
            write_json(staging / "manifest.json", _manifest(dataset, config, staging, counts))
            clash = sorted(e.name for e in staging.iterdir() if e.name in foreign)
            if clash:
                raise OutputError(
                    f"{out / clash[0]}: not written by hanker; refusing to replace it"
                )
            for entry in staging.iterdir():  # hanker's own files only; the user's stay
                os.replace(entry, out / entry.name)
            record_outputs(out, foreign)
        finally:
            if staging.exists():
                shutil.rmtree(staging)
    stats = topology_stats(topology)
    return CompileResult(
        out=out,
        name=dataset.name,
        contracts=counts["contracts"],
        qa_pairs=counts["qa_pairs"],
        facts=facts_count,
        nodes=counts["nodes"],
        edges=counts["edges"],
        components=len(stats["components"]),
        splits=split_counts,
        stats=stats,
    )
