"""``openai``: chat completions on any OpenAI-compatible server, concurrent and retrying.

Base URL, model and key come from the options or the environment (``OPENAI_BASE_URL``,
``OPENAI_API_KEY``; ``HANKER_LLM_MODEL`` for the model). Requests run concurrently under a
limit; rate limits (429), server errors (5xx), timeouts and dropped connections are retried
with exponential backoff and jitter; a refused connection, a failed authentication (401/403)
and a not-found (404) stop the run at once with one line. The key is never logged or written anywhere.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
from collections.abc import Sequence
from typing import Any

from hanker.core.errors import ConfigError, DependencyError, ServiceError
from hanker.llm.base import ChatRequest, ClientStats

log = logging.getLogger(__name__)


class OpenAIClient:
    """Async OpenAI-compatible chat client with a concurrency limit and retries."""

    def __init__(
        self,
        model: str | None = None,
        base_url: str | None = None,
        api_key: str | None = None,
        concurrency: int = 8,
        max_retries: int = 5,
        timeout: float = 60.0,
        backoff: float = 1.0,
        max_backoff: float = 30.0,
    ) -> None:
        try:
            import openai  # noqa: F401
        except ImportError as exc:  # pragma: no cover - a core dependency
            raise DependencyError("the openai backend needs the 'openai' package") from exc
        self.model = model or os.environ.get("HANKER_LLM_MODEL") or ""
        if not self.model:
            raise ConfigError(
                "the openai backend needs a model: --llm-model NAME or HANKER_LLM_MODEL"
            )
        self.base_url = base_url or os.environ.get("OPENAI_BASE_URL")
        self._api_key = (
            api_key or os.environ.get("OPENAI_API_KEY") or ("EMPTY" if self.base_url else None)
        )
        if not self._api_key:
            raise ConfigError(
                "the openai backend needs an API key (OPENAI_API_KEY) or a --llm-base-url of a local server"
            )
        self.concurrency = max(1, concurrency)
        self.max_retries = max_retries
        self.timeout = timeout
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.stats = ClientStats()

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIClient(model={self.model!r}, base_url={self.base_url!r})"

    def _where(self) -> str:
        return self.base_url or "the OpenAI API"

    def complete_many(self, requests: Sequence[ChatRequest]) -> list[str | None]:
        """Send every request (concurrently, with retries); replies in request order."""
        return asyncio.run(self._all(requests))

    async def _all(self, requests: Sequence[ChatRequest]) -> list[str | None]:
        from openai import AsyncOpenAI

        client = AsyncOpenAI(
            base_url=self.base_url, api_key=self._api_key, max_retries=0, timeout=self.timeout
        )
        limit = asyncio.Semaphore(self.concurrency)
        try:
            return list(await asyncio.gather(*(self._one(client, limit, r) for r in requests)))
        finally:
            await client.close()

    async def _send(self, client: Any, request: ChatRequest) -> Any:
        """One API call: the reply's text, or None when it holds none."""
        if request.extra.get("mode") == "completion":
            extra = {k: v for k, v in request.extra.items() if k not in {"mode", "prompt"}}
            completion = await client.completions.create(
                model=self.model,
                prompt=str(request.extra["prompt"]),
                temperature=request.temperature,
                max_tokens=request.max_tokens,
                **extra,
            )
            return completion.choices[0].text if completion.choices else None
        response = await client.chat.completions.create(
            model=self.model,
            messages=[{"role": role, "content": text} for role, text in request.messages],
            temperature=request.temperature,
            max_tokens=request.max_tokens,
            **dict(request.extra),
        )
        return response.choices[0].message.content if response.choices else None

    def _failure_reason(self, exc: Exception) -> str | None:
        """Why a call failed, when a retry may help; None when it must not be retried.

        Raises :class:`ServiceError` when no retry can help (refused connection, bad key,
        unknown model).
        """
        import openai

        if isinstance(exc, openai.RateLimitError):
            return "rate limited (429)"
        if isinstance(exc, openai.APITimeoutError):
            return "timeout"
        if isinstance(exc, openai.APIConnectionError):
            if _cannot_connect(exc):  # refused / unknown host: retrying will not help
                raise ServiceError(
                    f"{self._where()}: cannot connect (is the server running?)"
                ) from None
            return "connection error"
        assert isinstance(exc, openai.APIStatusError)
        if isinstance(exc, openai.InternalServerError):
            return f"server error ({exc.status_code})"
        if exc.status_code in (401, 403):
            raise ServiceError(
                f"{self._where()}: authentication failed ({exc.status_code}); check OPENAI_API_KEY"
            ) from None
        if exc.status_code == 404:
            raise ServiceError(
                f"{self._where()}: not found (404); check --llm-model "
                f"{self.model!r} and --llm-base-url"
            ) from None
        if exc.status_code >= 500 or exc.status_code in (408, 409):
            return f"server error ({exc.status_code})"
        log.warning("request rejected (%s): not retried", exc.status_code)
        return None

    async def _one(self, client: Any, limit: asyncio.Semaphore, request: ChatRequest) -> str | None:
        import openai

        retried = (openai.APIConnectionError, openai.APIStatusError)  # timeouts, 429s included
        for attempt in range(self.max_retries + 1):
            reason = None
            async with limit:
                self.stats.requests += 1
                try:
                    content = await self._send(client, request)
                    if content is not None:
                        return str(content)
                    reason = "empty reply"
                except retried as exc:
                    reason = self._failure_reason(exc)
                    if reason is None:
                        self.stats.failures += 1
                        return None
            if attempt < self.max_retries:
                self.stats.retried(reason)
                delay = min(self.max_backoff, self.backoff * 2**attempt) * (0.5 + random.random())
                await asyncio.sleep(delay)
        self.stats.failures += 1
        log.warning("request failed after %d attempts (%s)", self.max_retries + 1, reason)
        return None


def _cannot_connect(exc: BaseException) -> bool:
    """Whether a connection error is a refused or unresolvable connection (not a dropped one)."""
    import httpx

    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, (httpx.ConnectError, ConnectionRefusedError)):
            return True
        seen = seen.__cause__ or seen.__context__
    return False
