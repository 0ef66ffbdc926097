"""Quantifier words that stand for a part of a group (``most`` of them, ``some``, ``few``).

Shared by the rules that meet them where a name or a subject should be: a head opening on one
names no one thing (:mod:`hanker.extract.prose_checks`), a second clause that opens on one has
it as its own subject (:mod:`hanker.extract.parse_misreads`), and a sentence's first word that
is one is no part of a name when a question moves it inside (:mod:`hanker.synth.initial_case`).
"""

from __future__ import annotations

QUANTIFIERS = frozenset({"some", "many", "most", "several", "few", "both", "all"})
