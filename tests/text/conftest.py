"""Helpers shared by the text tests."""

from __future__ import annotations

from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents


def resolved_text(text: str) -> str:
    """``text`` as the ``rules`` coreference backend resolves it, sentences joined by spaces."""
    nlp = load_spacy()
    [(_, sentences)] = list(parse_documents(nlp, [("doc", text)]))
    result = COREF.get("rules")().resolve("doc", text, sentences)
    apply_replacements(sentences, result.replacements)
    return " ".join(s.resolved for s in sentences)
