"""One small registry class, used once per extension point.

Entries are registered as ``"module:attribute"`` strings so that the heavy module of a
backend is imported only when that backend is asked for. Third-party packages add backends
through an entry-point group (``hanker.extractors``, ``hanker.judges``, ...): each entry point's
name is the backend name and its value the ``"module:attribute"`` target, read the first time
the registry is asked for a name it does not hold or for its list of names.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterator, Mapping
from typing import Any, Generic, TypeVar

from hanker.core.errors import ConfigError, RegistryError

T = TypeVar("T")


class Registry(Generic[T]):
    """Maps backend names to lazily imported factories."""

    def __init__(self, kind: str, group: str | None = None) -> None:
        self.kind = kind
        self.group = group
        self._entries: dict[str, str | T] = {}
        self._help: dict[str, str] = {}
        self._plugins_loaded = group is None

    def _load_plugins(self) -> None:
        """Register the backends other packages declare in this registry's entry-point group."""
        if self._plugins_loaded:
            return
        self._plugins_loaded = True
        from importlib.metadata import entry_points

        for entry in entry_points(group=self.group or ""):
            if entry.name not in self._entries:
                self.register(entry.name, entry.value, help=f"plugin from {entry.value}")

    def register(self, name: str, target: str | T, help: str = "") -> None:
        """Register ``target`` (an object or a ``"module:attr"`` path) under ``name``."""
        if name in self._entries:
            raise ValueError(f"{self.kind} {name!r} is already registered")
        self._entries[name] = target
        self._help[name] = help

    def get(self, name: str) -> T:
        """Return the backend registered as ``name``, importing it on first use."""
        if name not in self._entries:
            self._load_plugins()
        try:
            target = self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise RegistryError(f"unknown {self.kind} {name!r}; choose one of: {known}") from None
        if isinstance(target, str):
            module_name, _, attr = target.partition(":")
            module = importlib.import_module(module_name)
            resolved: T = getattr(module, attr)
            self._entries[name] = resolved
            return resolved
        return target

    def create(self, name: str, **options: Any) -> Any:
        """Instantiate the backend ``name`` with ``options``; an option it does not take is a user error.

        Every ``make_*`` helper goes through here, so ``--extractor-option nme=3`` or a stray
        TOML key gives one clear line instead of a ``TypeError`` traceback.
        """
        self.check_options(name, options)
        factory: Any = self.get(name)
        return factory(**options)

    def check_options(self, name: str, options: Mapping[str, Any]) -> None:
        """Raise :class:`ConfigError` when backend ``name`` takes none of some ``options``.

        Checks the factory's signature only: nothing is instantiated (no model is loaded).
        """
        factory: Any = self.get(name)
        try:
            signature = inspect.signature(factory)
        except (TypeError, ValueError):  # builtins and C callables: let the call decide
            return
        accepts_any = any(
            p.kind is inspect.Parameter.VAR_KEYWORD for p in signature.parameters.values()
        )
        known = [p for p in signature.parameters if p not in {"self"}]
        unknown = [k for k in options if k not in known]
        if unknown and not accepts_any:
            raise ConfigError(
                f"{self.kind} {name!r} takes no option(s) {', '.join(sorted(unknown))}; it takes: {', '.join(known) or 'none'}"
            )

    def unregister(self, name: str) -> None:
        """Remove ``name`` (a test's throwaway backend); unknown names are an error."""
        if name not in self._entries:
            raise RegistryError(f"unknown {self.kind} {name!r}")
        del self._entries[name]
        self._help.pop(name, None)

    def names(self) -> list[str]:
        """Registered names (built-in first, then plugins), in registration order."""
        self._load_plugins()
        return list(self._entries)

    def describe(self, name: str) -> str:
        """One-line description of a backend."""
        return self._help.get(name, "")

    def __contains__(self, name: object) -> bool:
        if name not in self._entries:
            self._load_plugins()
        return name in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())
