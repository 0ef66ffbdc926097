"""The error family users can cause.

Every problem a user can fix (a missing file, a malformed corpus, a bad option) raises a
subclass of :class:`HankerError`. The CLI turns these into one clear line on stderr and a
non-zero exit code, never a traceback.
"""

from __future__ import annotations


class HankerError(Exception):
    """Base class of every error a user can cause and fix."""

    exit_code = 2


class ConfigError(HankerError):
    """An option, a config file or a combination of settings is invalid."""


class InputError(HankerError):
    """An input file or dataset is missing, unreadable or has the wrong shape."""

    def __init__(self, source: object, problem: str) -> None:
        self.source = str(source)
        self.problem = problem
        super().__init__(f"{self.source}: {problem}")


class RegistryError(ConfigError):
    """An unknown backend name was asked for."""


class DependencyError(HankerError):
    """An optional dependency a backend needs is not installed."""


class OutputError(HankerError):
    """An output location cannot be written (exists, not a directory, no permission)."""


class ServiceError(HankerError):
    """A network service (an LLM or model server) refused, cannot be reached, or failed too often."""

    exit_code = 3


class PartialAnswers(ServiceError):
    """Some questions got no answer from a model server after every retry.

    ``predictions`` holds the answers in question order, ``None`` where the request failed, so
    that what did arrive is kept (cached) and only the failures are asked again on a rerun.
    """

    def __init__(self, message: str, predictions: list[str | None]) -> None:
        super().__init__(message)
        self.predictions = predictions
