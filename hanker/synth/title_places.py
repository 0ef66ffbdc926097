"""Title wordings a "Who is the ...?" question cannot keep (:mod:`hanker.synth.title_question`).

* ``place name before a state role``: a country, state or city name used as a noun modifier of
  a role of the state ("Norway Prime Minister Ann Berg", "Utah Governor Tom Reyes") reads as
  headline English in a question ("Who is the Norway Prime Minister?"); the place moves into an
  "of" phrase ("Who is the Prime Minister of Norway?"), with "the" where the passage writes
  one ("the Prime Minister of the Netherlands"). An acronym ("US President", "UK Health
  Secretary") and a nationality adjective ("Norwegian Prime Minister") stay as written, and so
  do roles of teams and firms ("Norway coach", "Oslo boss"), which English writes that way.
* ``role held by several at once``: a title whose role is shared by its nature ("co-founder",
  "co-chair", "co-host", "co-owner": any ``co-`` role) names no one holder, so "Who is the
  Acme co-founder?" makes a false claim of one; such a title gives no question.
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl

# roles of the state: after a place name they read as headline English in a question
STATE_ROLES = frozenset({"president", "governor", "mayor", "minister", "chancellor", "premier"})


def shared_role(title: str) -> bool:
    """Whether the title's role is one that several hold at once by its nature (``co-chair``,
    ``co-founder``): "the" would claim one holder."""
    role = title.split()[-1].lower() if title.split() else ""
    return role.startswith("co-") or role in {"cofounder", "cochair", "cohost"}


def _leading_place(title: str, sentence: str) -> str:
    """The place name (a GPE entity, not an acronym) that opens the title in the sentence and
    ends before its last word ('' when there is none)."""
    flat = " ".join(sentence.split())
    at = flat.find(title)
    if at < 0:
        return ""
    doc = cl.parse(flat)
    first = [t for t in doc if t.idx == at]
    if not first or first[0].ent_type_ != "GPE" or first[0].ent_iob_ != "B":
        return ""
    ent = next((e for e in doc.ents if e.start == first[0].i), None)
    if ent is None or ent.end_char - at >= len(title) or ent.text.isupper():
        return ""
    if any(not w[:1].isupper() or w.endswith(("'s", "’s")) for w in ent.text.split()):
        return ""
    return ent.text


def place_of_title(title: str, sentence: str, context: str = "") -> str:
    """``the ROLE of PLACE`` for a state role after a place name ("the Prime Minister of
    Norway"), or '' when the title is written as it stands."""
    if title.split()[-1].lower() not in STATE_ROLES:
        return ""
    place = _leading_place(title, sentence)
    if not place:
        return ""
    rest = title[len(place) :].strip()
    if not rest or not rest[:1].isalpha():
        return ""
    flat = f"{context} {sentence}"
    article = "the " if re.search(rf"\bthe {re.escape(place)}\b", flat, re.I) else ""
    return f"the {rest} of {article}{place}"
