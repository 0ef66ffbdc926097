"""Coreference backends (one registry): ``none``, ``rules`` (offline default), ``fastcoref`` (optional extra)."""

from __future__ import annotations

from collections.abc import Callable

from hanker.core.registry import Registry
from hanker.text.coref.base import CorefResolver, CorefResult, Replacement, apply_replacements

COREF: Registry[Callable[[], CorefResolver]] = Registry("coreference backend", group="hanker.coref")
COREF.register("none", "hanker.text.coref.none:NoCoref", "no resolution")
COREF.register(
    "rules",
    "hanker.text.coref.rules:RuleCoref",
    "defined terms and pronouns from the spaCy parse (offline)",
)
COREF.register(
    "fastcoref",
    "hanker.text.coref.neural:FastCoref",
    "neural coreference (pip install hanker[fastcoref]; needs its model)",
)

__all__ = ["COREF", "CorefResolver", "CorefResult", "Replacement", "apply_replacements"]
