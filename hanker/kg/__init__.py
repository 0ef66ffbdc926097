"""Knowledge graphs: the fact model, its normalization, RDF serialization and graph views."""

from __future__ import annotations

from hanker.core.fact import ExtractorInfo, Fact, Source, make_fact, normalize_text

__all__ = ["ExtractorInfo", "Fact", "Source", "make_fact", "normalize_text"]
