"""``llm``: triples from an OpenAI-compatible chat model (or a local one), as JSON.

Each chunk (its coreference-resolved text) becomes one request with the versioned prompt
``extract.v1``; the reply is parsed leniently (code fences, text around the JSON); a reply
with no JSON is asked again up to ``parse_retries`` times, then the chunk is counted as
failed. Heads or tails not found in the chunk are dropped later, like any extractor's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from hanker.core.fact import ExtractorInfo
from hanker.extract.base import ExtractionStats, RawTriple
from hanker.llm import make_client
from hanker.llm.base import load_prompt
from hanker.llm.parse import complete_parsed, json_values
from hanker.text.segment import Chunk


def parse_triples(text: str) -> list[tuple[str, str, str]] | None:
    """``(head, relation, tail)`` objects from a reply; None when it holds no JSON list."""
    for data in json_values(text, ("[]",)):
        if not isinstance(data, list):
            continue
        out = []
        for item in data:
            if isinstance(item, dict) and all(
                isinstance(item.get(k), (str, int, float)) for k in ("head", "relation", "tail")
            ):
                head, relation, tail = (str(item[k]).strip() for k in ("head", "relation", "tail"))
                if head and relation and tail:
                    out.append((head, relation, tail))
        return out
    return None


class LLMExtractor:
    """Chat-model extraction to JSON triples."""

    max_chunk_chars = 2000

    def __init__(
        self,
        backend: str = "openai",
        prompt_version: str = "v1",
        parse_retries: int = 2,
        **client_options: Any,
    ) -> None:
        self.client = make_client(backend, **client_options)
        self.prompt = load_prompt("extract", prompt_version)
        self.parse_retries = parse_retries
        self.info = ExtractorInfo(
            name="llm", model=f"{backend}:{self.client.model}", version=self.prompt.version
        )
        self.stats = ExtractionStats()

    def extract(self, chunks: Sequence[Chunk]) -> Iterator[RawTriple]:
        """Triples per chunk, from one request each (retried when the reply holds no JSON)."""
        requests = [self.prompt.render(passage=chunk.resolved_text) for chunk in chunks]
        outcome = complete_parsed(self.client, requests, parse_triples, self.parse_retries)
        if outcome.failed:
            self.stats.drop("chunk without a usable reply", outcome.failed)
        for index, triples in enumerate(outcome.results):
            for head, relation, tail in dict.fromkeys(triples or ()):
                self.stats.triples += 1
                yield RawTriple(head, relation, tail, index, None)
