"""One LLM call helper: send requests, parse the replies leniently, ask again, count the failures.

:func:`complete_parsed` is what the LLM extractor and the LLM question generators use:
each request is sent, its reply parsed by the caller's ``parse`` function; a request whose
reply is missing (server failure) or holds nothing usable (``parse`` returns None) is sent
again, up to ``retries`` more times. :func:`json_values` is the lenient JSON reading both
parsers share: code fences first, then the whole reply, each cut from the first opening
bracket to the last closing one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from hanker.llm.base import ChatRequest, LLMClient

T = TypeVar("T")

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)


def json_values(text: str, brackets: Sequence[str] = ("[]", "{}")) -> Iterator[Any]:
    """Every JSON value recoverable from an LLM reply, most specific first.

    For each code-fenced block and then the whole text, and for each pair of ``brackets``
    in turn, the span from the first opener to the last closer is decoded; spans that are
    not JSON are skipped.
    """
    for chunk in [m.group(1) for m in _FENCE.finditer(text)] + [text]:
        for pair in brackets:
            opener, closer = pair[0], pair[-1]
            start, end = chunk.find(opener), chunk.rfind(closer)
            if start == -1 or end <= start:
                continue
            try:
                yield json.loads(chunk[start : end + 1])
            except json.JSONDecodeError:
                continue


@dataclass
class ParsedReplies(Generic[T]):
    """The outcome of :func:`complete_parsed`, one slot per request.

    ``results[i]`` is the parsed reply or None; ``unanswered`` holds the requests that never
    got any reply (server failures), ``unparsed`` those that got replies but none usable.
    """

    results: list[T | None]
    unanswered: set[int] = field(default_factory=set)
    unparsed: set[int] = field(default_factory=set)
    attempts: int = 0

    @property
    def failed(self) -> int:
        """Requests without a usable reply."""
        return len(self.unanswered) + len(self.unparsed)


def complete_parsed(
    client: LLMClient,
    requests: Sequence[ChatRequest],
    parse: Callable[[str], T | None],
    retries: int = 2,
) -> ParsedReplies[T]:
    """Send ``requests``, parse each reply; resend the failed ones up to ``retries`` times."""
    outcome: ParsedReplies[T] = ParsedReplies([None] * len(requests))
    pending = list(range(len(requests)))
    outcome.unanswered = set(pending)
    for _attempt in range(retries + 1):
        if not pending:
            break
        outcome.attempts += 1
        replies = client.complete_many([requests[i] for i in pending])
        still = []
        for index, reply in zip(pending, replies, strict=True):
            if reply is not None:
                outcome.unanswered.discard(index)
            parsed = parse(reply) if reply is not None else None
            if parsed is None:
                still.append(index)
            else:
                outcome.results[index] = parsed
        pending = still
    outcome.unparsed = set(pending) - outcome.unanswered
    return outcome
