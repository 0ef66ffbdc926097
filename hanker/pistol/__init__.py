"""PISTOL-style structural dataset compiler.

Contracts between entities laid out on a chosen graph topology, with attributes drawn at
random from a seed, one QA pair per attribute, and exact ground-truth facts.
"""

from __future__ import annotations

from hanker.pistol.compile import CompileConfig, CompileResult, compile_dataset
from hanker.pistol.topology import Edge, Topology, load_topology

__all__ = ["CompileConfig", "CompileResult", "Edge", "Topology", "compile_dataset", "load_topology"]
