"""Redundancy removal: G_test = G_forget minus the facts G_retain also holds (HANKER stage 2).

Matching levels, applied in order and reported separately: ``exact`` (surface triple),
``normalized`` (Unicode, case, whitespace, punctuation, articles, relation synonyms),
``alias`` (entities linked by coreference or alias facts), and the optional ``semantic``
(sentence-embedding cosine between facts that share an entity).
"""

from __future__ import annotations

from hanker.dedupe.dedupe import DedupeConfig, DedupeResult, dedupe_kgs

__all__ = ["DedupeConfig", "DedupeResult", "dedupe_kgs"]
