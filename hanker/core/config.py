"""Reading TOML config files into frozen dataclasses, with clear errors for unknown or mistyped keys."""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from pathlib import Path
from typing import Any, TypeVar, get_type_hints

from hanker.core.errors import ConfigError, InputError
from hanker.core.io import read_text

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

T = TypeVar("T")


def load_toml(path: str | Path) -> dict[str, Any]:
    """Parse a TOML file, naming the file on a syntax error."""
    try:
        return tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as exc:
        raise InputError(path, f"not valid TOML ({exc})") from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# scalar type -> (accepts the TOML value?, what the error says was expected)
_SCALARS: dict[Any, tuple[Any, str]] = {
    Path: (lambda v: isinstance(v, str), "a path string"),
    bool: (lambda v: isinstance(v, bool), "true or false"),
    int: (_is_int, "an integer"),
    float: (lambda v: _is_int(v) or isinstance(v, float), "a number"),
    str: (lambda v: isinstance(v, str), "a string"),
}


def _coerce_union(value: Any, args: tuple[Any, ...], where: str) -> Any:
    if value is None and type(None) in args:
        return None
    errors = []
    for arg in args:
        if arg is type(None):
            continue
        try:
            return _coerce(value, arg, where)
        except ConfigError as exc:
            errors.append(str(exc))
    raise ConfigError(errors[0] if errors else f"{where}: bad value {value!r}")


def _coerce(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return _coerce_union(value, args, where)
    if origin is tuple:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            raise ConfigError(f"{where}: expected a list, got {value!r}")
        return tuple(_coerce(v, args[0], where) for v in value)
    if origin is dict:
        if not isinstance(value, dict):
            raise ConfigError(f"{where}: expected a table, got {value!r}")
        return dict(value)
    if hint in _SCALARS:
        accepts, expected = _SCALARS[hint]
        if not accepts(value):
            raise ConfigError(f"{where}: expected {expected}, got {value!r}")
        return Path(value) if hint is Path else float(value) if hint is float else value
    return value


def from_mapping(
    cls: type[T],
    data: dict[str, Any],
    section: str,
    exclude: frozenset[str] = frozenset(),
    **overrides: Any,
) -> T:
    """Build the dataclass ``cls`` from a TOML table; unknown keys and wrong types are errors.

    Fields in ``exclude`` cannot be set from the file (the caller fills them, via ``overrides``).
    """
    if not isinstance(data, dict):
        raise ConfigError(f"[{section}] must be a table")
    fields = {f.name: f for f in dataclasses.fields(cls) if f.name not in exclude}  # type: ignore[arg-type]
    hints = get_type_hints(cls)
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise ConfigError(
            f"[{section}] has unknown key(s) {', '.join(unknown)}; known: {', '.join(sorted(fields))}"
        )
    kwargs = {key: _coerce(value, hints[key], f"[{section}] {key}") for key, value in data.items()}
    kwargs.update(overrides)
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ConfigError(f"[{section}]: {exc}") from None
    except ConfigError as exc:  # a range check in __post_init__: name the table
        message = str(exc)
        raise ConfigError(
            message if message.startswith("[") else f"[{section}] {message}"
        ) from None
