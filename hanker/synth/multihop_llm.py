"""``openai`` and ``hf`` multi-hop writers: both facts and both passages sent with ``qa_multihop.v2``.

Replies are parsed leniently (as for one-hop cases) and cached in a JSONL file under a key of
(backend, model, prompt version, both facts, both passages, bridge and answer), appended as
they arrive, so a rerun makes no new calls.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker.llm.base import load_prompt
from hanker.synth.base import CaseCandidate
from hanker.synth.multihop_paths import HopInput
from hanker.synth.validate import parse_candidates

MULTIHOP_PROMPT = ("qa_multihop", "v2")


class LLMHopWriter:
    """Multi-hop questions from an LLM client (the one the one-hop generator already holds)."""

    def __init__(
        self,
        client: Any,
        backend: str,
        cache_path: Path,
        max_passage_chars: int = 3000,
        parse_retries: int = 1,
    ) -> None:
        self.client = client
        self.backend = backend
        self.model: str | None = getattr(client, "model", None)
        self.prompt = load_prompt(*MULTIHOP_PROMPT)
        self.prompt_version = self.prompt.version
        self.cache_path = cache_path
        self.max_passage_chars = max_passage_chars
        self.parse_retries = parse_retries

    def _values(self, hop: HopInput) -> dict[str, str]:
        first, second = hop.first, hop.second
        return {
            "head1": first.head,
            "relation1": first.relation,
            "tail1": first.tail,
            "passage1": first.context[: self.max_passage_chars],
            "head2": second.head,
            "relation2": second.relation,
            "tail2": second.tail,
            "passage2": second.context[: self.max_passage_chars],
            "bridge": hop.bridge,
            "answer": hop.answer,
        }

    def _key(self, values: dict[str, str]) -> str:
        payload = json.dumps(
            [self.backend, self.model, self.prompt_version, values], sort_keys=True
        )
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()

    def _cache(self) -> dict[str, list[dict[str, str]] | None]:
        cache: dict[str, list[dict[str, str]] | None] = {}
        if self.cache_path.exists():
            for line in self.cache_path.read_text(encoding="utf-8").splitlines():
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut by a crash: asked again
                cache[row["key"]] = row["candidates"]
        return cache

    def write(self, items: Sequence[HopInput]) -> list[list[CaseCandidate] | None]:
        """Candidates per path (None where every reply failed or held no JSON)."""
        values = [self._values(hop) for hop in items]
        keys = [self._key(v) for v in values]
        cache = self._cache()
        pending = [i for i, key in enumerate(keys) if key not in cache]
        fresh: dict[int, list[CaseCandidate] | None] = {}
        for _attempt in range(self.parse_retries + 1):
            if not pending:
                break
            replies = self.client.complete_many([self.prompt.render(**values[i]) for i in pending])
            still = []
            for index, reply in zip(pending, replies, strict=True):
                parsed = parse_candidates(reply) if reply is not None else None
                fresh[index] = parsed
                if parsed is None:
                    still.append(index)
            pending = still
        self.cache_path.parent.mkdir(parents=True, exist_ok=True)
        with self.cache_path.open("a", encoding="utf-8") as handle:
            for index, parsed in fresh.items():
                rows = [c.to_dict() for c in parsed] if parsed is not None else None
                cache[keys[index]] = rows
                if parsed is not None:  # a failed reply is asked again next time
                    handle.write(json.dumps({"key": keys[index], "candidates": rows}) + "\n")
        return [
            None if cache[k] is None else [CaseCandidate.from_dict(r) for r in cache[k] or []]
            for k in keys
        ]
