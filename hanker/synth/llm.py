"""``openai`` and ``hf`` question generators: the versioned QA prompt sent to an LLM client.

Each fact becomes one chat request (the triple and its passage, prompt ``qa.v1``); replies
are parsed leniently and each answer typed (the audit then validates LLM-written cases with
the same rules as template ones), and a reply that holds no JSON is asked again (up to
``parse_retries`` times) before the fact is given up on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from hanker.llm import make_client
from hanker.llm.base import load_prompt
from hanker.llm.parse import complete_parsed
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.validate import parse_candidates


class LLMGenerator:
    """Questions from an LLM client with the QA prompt."""

    def __init__(
        self,
        backend: str,
        prompt: str = "qa",
        prompt_version: str = "v1",
        parse_retries: int = 2,
        max_passage_chars: int = 4000,
        **client_options: Any,
    ) -> None:
        self.client = make_client(backend, **client_options)
        self.backend = backend
        self.model: str | None = self.client.model
        self.prompt = load_prompt(prompt, prompt_version)
        self.prompt_version = self.prompt.version
        self.parse_retries = parse_retries
        self.max_passage_chars = max_passage_chars
        self.unanswered: set[int] = set()

    def generate(self, items: Sequence[SynthesisInput]) -> list[list[CaseCandidate] | None]:
        """Candidates per item; None for an item whose every reply failed or held no JSON.

        After the call, ``unanswered`` holds the indices that got no reply at all.
        """
        requests = [
            self.prompt.render(
                head=i.head,
                relation=i.relation,
                tail=i.tail,
                passage=i.context[: self.max_passage_chars],
            )
            for i in items
        ]
        outcome = complete_parsed(self.client, requests, parse_candidates, self.parse_retries)
        self.unanswered = outcome.unanswered  # items no request got any reply for
        return [None if r is None else [_typed(c) for c in r] for r in outcome.results]


def _typed(candidate: CaseCandidate) -> CaseCandidate:
    """The candidate with its answer's type (person, date, number, ...), for the quality report."""
    from hanker.synth.clause import answer_kind

    return replace(candidate, answer_type=candidate.answer_type or answer_kind(candidate.answer))


def openai_generator(**options: Any) -> LLMGenerator:
    """The ``openai`` generator (OpenAI-compatible server)."""
    return LLMGenerator("openai", **options)


def hf_generator(**options: Any) -> LLMGenerator:
    """The ``hf`` generator (local transformers chat model)."""
    return LLMGenerator("hf", **options)
