"""hanker: audit LLM unlearning.

Builds fact-anchored audit suites from forget/retain corpora (the HANKER method), counts
knowledge memorization cases, and carries the unlearning-evaluation toolbox (PISTOL, TOFU,
MUSE, RESTOR). Heavy libraries (torch, transformers, spaCy) are imported lazily by the
backends that need them.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
