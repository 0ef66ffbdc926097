"""Fronted participle and adverb phrases read into a name (spaCy extractor).

A clause may open with a participle phrase whose object is a name, set off by a comma
before the real subject: ``Hearing Mrs Dale, the guests fell silent``. The parser often
tags the capitalised participle a proper noun and joins it to the name (``Hearing Mrs
Dale``), makes that the subject, and hangs the real subject on it as an appositive: the
extractor would write (Hearing Mrs Dale | fall | silent) and (Mrs Dale | be | the guests).
The object of a fronted participle is never the subject of the main clause, so both facts
are dropped (``object of a fronted participle``).

An old or formal adverb before a subject (``and forthwith Mr Dale left``, ``Whereupon
Ana rose``) is joined to the name the same way (tagged a noun); :func:`opening_adverb` tells
:func:`hanker.extract.name_checks.clean_edges` to strip it from the head, as it strips
``Meanwhile``.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import text_tokens

FRONTED_PARTICIPLE = "object of a fronted participle"
# pronominal adverbs ("whereupon", "thereafter", "hereby"), a closed class of the language
_PRONOMINAL_ADVERB = re.compile(
    r"^(?:where|there|here)(?:upon|after|by|in|on|with|fore|of|to|at|under|from)$"
)
# old adverbs of time that open a clause ("forthwith Mr Dale left"), a closed class
_OLD_ADVERBS = frozenset({"straightway", "straightaway", "forthwith", "anon", "erelong"})
_OPENERS = frozenset({'"', "“", "‘", "'", "(", "-", "–", "—", ";", ":", ","})


def opening_adverb(word: str, doc: Any) -> bool:
    """Whether ``word``, the first word of a head, is an adverb that opens the clause
    (``Whereupon``, ``forthwith``) rather than part of the name after it."""
    lower = word.lower()
    if not (_PRONOMINAL_ADVERB.match(lower) or lower in _OLD_ADVERBS) or doc is None:
        return False
    return any(t.text == word and t.ent_iob_ == "O" for t in doc)


def fronted_participle(first: Any) -> bool:
    """Whether ``first``, the first token of a name's phrase, is a participle opening the
    sentence (or a clause after a conjunction or quotation mark) with the name as its
    object and a comma after the name: ``Hearing Mrs Dale, the guests ...``."""
    doc = first.doc
    if first.ent_iob_ != "O" or first.i + 1 >= len(doc):
        return False
    word = first.lower_
    if not (word.endswith("ing") and len(word) > 5 and first.text[:1].isupper()):
        return False
    opens = first.i == first.sent.start or doc[first.i - 1].text in _OPENERS
    opens = opens or doc[first.i - 1].pos_ == "CCONJ"
    name = doc[first.i + 1]
    if not opens or name.pos_ != "PROPN":
        return False
    after = name.i
    while after < len(doc) and doc[after].pos_ == "PROPN":
        after += 1  # the name's words: "Mrs Dale"
    return after < len(doc) and doc[after].text == ","


def fronted_head_problem(head: str, doc: Any) -> str | None:
    """``FRONTED_PARTICIPLE`` when the head opens with a fronted participle whose object is
    the rest of the head (``Hearing Mrs Dale``), else None."""
    tokens = text_tokens(head, doc) if doc is not None else []
    if len(tokens) >= 2 and fronted_participle(tokens[0]):
        return FRONTED_PARTICIPLE
    return None


def fronted_name_problem(name: Any) -> str | None:
    """``FRONTED_PARTICIPLE`` when the phrase of the name whose root is ``name`` opens with a
    fronted participle (``Hearing Mrs Dale, the guests``): no appositive of it is its role."""
    return FRONTED_PARTICIPLE if fronted_participle(name.left_edge) else None
