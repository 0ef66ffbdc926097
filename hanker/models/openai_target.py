"""``openai``: a model behind an OpenAI-compatible server (vLLM, OpenAI, ...), as completion or chat.

``mode="completion"`` (default) sends MUSE's plain prompt (few-shot block, then the
question) to the completions endpoint with the stop strings; ``mode="chat"`` sends the
few-shot examples as chat turns. Requests are concurrent and retried (see the ``openai``
LLM client); answers are cut at the stop strings like the ``hf`` backend's.
"""

from __future__ import annotations

from collections.abc import Sequence

from hanker.core.errors import ConfigError, PartialAnswers
from hanker.core.records import FewShot
from hanker.llm.base import ChatRequest
from hanker.llm.openai_client import OpenAIClient
from hanker.models.base import DEFAULT_STOP, PROMPT_FORMAT, cut_at_stop, fewshot_prefix


class OpenAITarget:
    """Answers from an OpenAI-compatible endpoint."""

    def __init__(
        self,
        model: str,
        name: str | None = None,
        mode: str = "completion",
        base_url: str | None = None,
        max_new_tokens: int = 32,
        stop: Sequence[str] = DEFAULT_STOP,
        concurrency: int = 8,
        timeout: float = 60.0,
        max_retries: int = 5,
        backoff: float = 1.0,
    ) -> None:
        if mode not in {"completion", "chat"}:
            raise ConfigError(f"openai target mode must be completion or chat, not {mode!r}")
        self.client = OpenAIClient(
            model=model,
            base_url=base_url,
            concurrency=concurrency,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
        )
        self.name = name or f"openai:{model}"
        # questions handed over per call: enough to keep every concurrent slot busy between
        # the cache writes that make a killed run resumable
        self.answer_chunk = max(256, 4 * concurrency)
        self.mode = mode
        self.max_new_tokens = max_new_tokens
        self.stop = tuple(stop)
        self.info = {
            "backend": "openai",
            "model": model,
            "mode": mode,
            "max_new_tokens": max_new_tokens,
            "stop": list(self.stop),
            "prompt_format": PROMPT_FORMAT if mode == "completion" else "chat",
        }

    def answer(self, questions: Sequence[str], examples: Sequence[FewShot] = ()) -> list[str]:
        """Greedy answers (temperature 0), cut at the stop strings, in question order.

        Raises :class:`PartialAnswers` (with the answers that did arrive) when a request still
        fails after its retries: a failure is never passed off as an empty answer.
        """
        if self.mode == "completion":
            prefix = fewshot_prefix(examples)
            requests = [
                ChatRequest(
                    messages=(),
                    temperature=0.0,
                    max_tokens=self.max_new_tokens,
                    extra={
                        "mode": "completion",
                        "prompt": f"{prefix}Question: {q}\nAnswer: ",
                        "stop": list(self.stop)[:4],
                    },
                )
                for q in questions
            ]
        else:
            turns: tuple[tuple[str, str], ...] = tuple(
                m for e in examples for m in (("user", e.question), ("assistant", e.answer))
            )
            requests = [
                ChatRequest(
                    messages=(*turns, ("user", q)), temperature=0.0, max_tokens=self.max_new_tokens
                )
                for q in questions
            ]
        replies = self.client.complete_many(requests)
        answers = [None if r is None else cut_at_stop(r, self.stop) for r in replies]
        failed = answers.count(None)
        if failed:
            raise PartialAnswers(
                f"{self.client.base_url or 'the OpenAI API'}: {failed} of {len(answers)} "
                "questions got no answer after every retry; rerun to ask them again "
                "(the answers that arrived are kept)",
                answers,
            )
        return [a for a in answers if a is not None]
