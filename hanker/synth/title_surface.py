"""The wording of a title in "Who is ...?" (:mod:`hanker.synth.title_question`).

* ``acronym owner with an article``: a title owned by an acronym ("ACME's chief") cannot simply
  take "the" in front ("Who is the ACME's chief?" reads "the ACME"): the owner moves into an
  "of" phrase ("the chief of ACME"; "the chief of the UN" where the passage writes "the UN");
  where the sentence itself writes "the UN's", the title keeps that form ("the UN's envoy").
* ``sentence-initial common word in a title``: a title that opens the sentence ("Acting Head
  Coach Ann Lee said ...") has its first word capitalised by position only; a word of tenure
  (current, incumbent, sitting) is never part of a name, so it is written in lower case and
  no longer taken for a specifier naming the position ("Current Prime Minister" names no one
  position, "current Culture Secretary" does); so is a common noun the tagger reads as one
  ("Garage owner Ian Lewis": a garage owner, not the owner of a firm called Garage).
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl

_POSSESSIVE = ("'s", "’s")
TENURE = frozenset({"current", "incumbent", "sitting", "serving", "present", "longtime"})
# Parties: before a role of the state they say the holder's side, not whose role it is
# ("Republican President X" is a president who is a Republican; "Labour leader" stays).
PARTY_WORDS = frozenset(
    {*("Republican", "Democratic", "Democrat", "Labour", "Conservative", "Tory", "Liberal")}
    | {*("Socialist", "Communist", "Unionist", "Nationalist", "Green", "Independent")}
)


def title_phrase(title: str, sentence: str = "", context: str = "") -> str:
    """The title as the object of "Who is ...?", with its article (see the module)."""
    words = title.split()
    ends = [i for i, w in enumerate(words[:4]) if w.endswith(_POSSESSIVE)]
    last = ends[0] if ends else -1  # "South Sudan's": an owner of several words
    if last < 0 or len(words) < last + 2 or not all(w[:1].isupper() for w in words[:last]):
        return f"the {title}"
    first = " ".join(words[: last + 1])
    owner = first[:-2]
    the_owner = re.search(rf"\bthe {re.escape(first)}", sentence, re.I)
    if not owner.isupper() or the_owner:  # "Ireland's", "the BBC's", "the Met's" (v38)
        return f"the {title}" if owner.isupper() or the_owner else title
    article = "the " if re.search(rf"\bthe {re.escape(owner)}\b", context, re.I) else ""
    return f"the {' '.join(words[last + 1 :])} of {article}{owner}"


def common_first_word(title: str, sentence: str, context: str = "") -> str:
    """The title with its first word lower-cased when it is a word of tenure ("Current",
    "Incumbent"), a common noun ("Garage owner", ``template.v35``) or a describing word
    ("Veteran Labour leader", ``template.v40``) that only the sentence's start capitalised."""
    flat = " ".join(sentence.split())
    first = title.split()[0] if title else ""
    if not first or not flat.startswith(title):
        return title
    rest = title.split()[1:]
    plain = bool(rest) and all(w.islower() for w in rest)  # "Garage owner", not "Health Secretary"
    # "Veteran Labour leader": a describer before a title that names its own specifier; not
    # "Health Secretary" (a title-case name) nor "Unite leader" (the only specifier)
    capitals = [w[:1].isupper() for w in rest]
    describing = any(capitals) and not all(capitals) and _describing_word(flat, context or flat)
    if first.lower() not in TENURE and not (plain and _common_noun(flat)) and not describing:
        return title
    return first.lower() + title[len(first) :]


def _common_noun(sentence: str) -> bool:
    """Whether the sentence opens on a common noun that names nothing (tagged so by spaCy)."""
    first = cl.parse(sentence)[0]
    return first.pos_ == "NOUN" and not first.ent_type_


def _describing_word(sentence: str, context: str) -> bool:
    """Whether the sentence opens on a common word (an adjective, adverb, participle or common
    noun by spaCy's tag) that names nothing and that the passage never capitalises inside a
    sentence."""
    first = cl.parse(sentence)[0]
    if first.pos_ not in {"ADJ", "ADV", "VERB", "NOUN"} or first.ent_type_ or not first.is_title:
        return False
    if first.text in PARTY_WORDS:
        return False  # "Liberal Democrat leader": a party's name
    for found in re.finditer(rf"\b{re.escape(first.text)}\b", context):
        before = context[: found.start()].rstrip()
        if before and before[-1] not in ".!?\"“‘'(":
            return False  # "... said Early, ...": capitalised inside a sentence
    return True
