"""``llm``: triples from an OpenAI-compatible chat model (or a local one), as JSON.

Each chunk (its coreference-resolved text) becomes one request with the versioned prompt
``extract.v1``; the reply is parsed leniently (code fences, text around the JSON); a reply
with no JSON is asked again up to ``parse_retries`` times, then the chunk is counted as
failed. Heads or tails not found in the chunk are dropped later, like any extractor's.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from typing import Any

from hanker.extract.base import ExtractionStats, RawTriple
from hanker.kg.fact import ExtractorInfo
from hanker.llm import make_client
from hanker.llm.base import load_prompt
from hanker.text.segment import Chunk

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)


def parse_triples(text: str) -> list[tuple[str, str, str]] | None:
    """``(head, relation, tail)`` objects from a reply; None when it holds no JSON list."""
    for chunk in [m.group(1) for m in _FENCE.finditer(text)] + [text]:
        start, end = chunk.find("["), chunk.rfind("]")
        if start == -1 or end <= start:
            continue
        try:
            data = json.loads(chunk[start : end + 1])
        except json.JSONDecodeError:
            continue
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
        results: dict[int, list[tuple[str, str, str]]] = {}
        pending = list(range(len(chunks)))
        for _ in range(self.parse_retries + 1):
            if not pending:
                break
            replies = self.client.complete_many([requests[i] for i in pending])
            still = []
            for index, reply in zip(pending, replies, strict=True):
                parsed = parse_triples(reply) if reply is not None else None
                if parsed is None:
                    still.append(index)
                else:
                    results[index] = parsed
            pending = still
        if pending:
            self.stats.drop("chunk without a usable reply", len(pending))
        for index in sorted(results):
            for head, relation, tail in dict.fromkeys(results[index]):
                self.stats.triples += 1
                yield RawTriple(head, relation, tail, index, None)
