"""Questions on ``title`` facts (``template.v6``): "Who is the Culture Secretary?" -- Lucy Frazer.

The spaCy extractor reads a title written before a name (``Culture Secretary Lucy Frazer``,
``Arsenal manager Jonas Eidevall``) as ``(name, title, title words)``. Such a fact is worth a
question only when the title names one position: its last word is a role that one person holds
at a time (secretary, minister, manager, chief, founder, ...), and a specifier says of what
(``Culture``, ``Arsenal``, ``US``, ``EU technology``). ``Prime Minister``, ``Director`` or
``former minister`` fit many people, so they give no case; the rejection is counted.
A title said of a past year (``leader Willie Rennie in 2016``) gives no present-tense question
(``template.v8``). ``template.v12``: a role that many hold in one state or party (minister,
ambassador, envoy, commissioner, official) needs a portfolio ("Greek culture minister"), not only a
nationality, a country or "government" ("Greek government minister"); a title cut from a longer name
("Office for Science head": the head of the office) or marked past before it ("former UK Office
for Science head") gives no question. ``template.v27``: a possessive name right before the
title is the position's owner and goes into the question ("Who is Iran's Supreme Leader?").
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.synth.dated_titles import holder_question
from hanker.synth.title_places import place_of_title, shared_role
from hanker.synth.title_surface import PARTY_WORDS, TENURE, common_first_word, title_phrase

ROLES = frozenset(
    {
        *("minister", "secretary", "president", "chief", "leader", "governor", "mayor", "boss"),
        *("founder", "co-founder", "owner", "manager", "chancellor", "chairman", "chairwoman"),
        *("chair", "head", "editor", "captain", "coach", "commissioner", "ambassador"),
    }
)
_GENERIC = frozenset(
    {
        *("prime", "vice", "deputy", "foreign", "home", "shadow", "chief", "executive", "senior"),
        *("assistant", "general", "police", "panel", "museum", "committee", "party", "union"),
        *("council", "board", "club", "company", "group", "team", "regional", "state", "office"),
        *("national", "federal", "acting", "interim", "junior", "first", "lord", "lady", "sir"),
        *("director", "managing", "permanent", "joint", "co", "local", "county", "city", "new"),
    }
    | ROLES
)
MANY_HOLDERS = frozenset({"minister", "ambassador", "envoy", "commissioner", "official"})
_NO_PORTFOLIO = frozenset(
    {*("government", "cabinet", "junior", "senior", "deputy", "assistant", "state", "shadow")}
    | {*("top", "party", "regional", "local", "acting", "interim", "new", "senior")}
)
_UNIQUE_RANKS = frozenset({"prime", "first", "chief"})
_STATE_ROLES = frozenset({"president", "governor", "mayor", "minister", "chancellor", "secretary"})
# roles of a team or firm: a nationality before them says who the holder is, not whose role
# it is ("Swedish coach X" is a coach from Sweden; "Sweden coach" stays, template.v35)
_TEAM_ROLES = frozenset(
    {"coach", "manager", "boss", "owner", "captain", "editor", "founder", "co-founder"}
    | {"chair", "chairman", "chairwoman", "head"}
)
# "Stoke boss Mark Hughes was sacked": the title ends with the sentence's own news
_LEFT_POST = (
    r"(?:,[^,]{0,60},)?\s+(?:(?:was|were|has been|had been|is being|has|had)\s+)?(?:sacked|fired|"
    r"dismissed|ousted|axed|replaced|resigned|quit|stepped down|retired|left the club|left|"
    r"departed|stepped aside|(?:is|was) (?:to )?(?:leave|leaving|step down|stepping down))\b"
)
# "early Google HR boss", "onetime aide": a holder of the past
PAST = re.compile(
    r"\b(former|ex|then|late|last|outgoing|incoming|previous|early|onetime|one-time|erstwhile)\b",
    re.IGNORECASE,
)
CLEAN_NAME = re.compile(r"^[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,4}$")


def unique_position(
    title: str, places: frozenset[str] = frozenset(), nationalities: frozenset[str] = frozenset()
) -> bool:
    """Whether a title names one position: a one-holder role and a capitalised specifier (a
    portfolio for a many-holder role; ``places`` are the sentence's nationality and country
    words, which are none; ``nationalities``, its nationality adjectives, are none before a
    team role)."""
    words = title.split()
    if len(words) < 2 or PAST.search(title):
        return False
    role = words[-1].lower()
    if role == "executive" and words[-2].lower() == "chief":
        role, words = "chief", words[:-1]
    if role == "general" and words[-2].lower() in {"director", "secretary"}:
        role, words = "chief", words[:-1]  # "director general": the head of the organisation
    if role not in ROLES:
        return False
    specifiers = [w for w in words[:-1] if w.strip("'’s").lower() not in _GENERIC]
    if role in _STATE_ROLES:
        specifiers = [w for w in specifiers if w not in PARTY_WORDS]
    if role in _TEAM_ROLES:
        specifiers = [w for w in specifiers if w not in nationalities]
    if not any(w[:1].isupper() for w in specifiers):
        return False
    return role not in MANY_HOLDERS or _portfolio(words[:-1], places)


def _portfolio(words: list[str], places: frozenset[str]) -> bool:
    """Whether a many-holder role ("minister") is made one by a portfolio word ("culture",
    "Foreign") or a rank ("Prime"), not only by a nationality, a country or "government"."""
    if words and words[-1].lower() in _UNIQUE_RANKS:
        return True
    return any(w.lower() not in _NO_PORTFOLIO and w.strip("'’s") not in places for w in words)


def _cut_or_past(title: str, head: str, sentence: str) -> str:
    """Why the sentence shows the title is cut from a longer name or a past one ('' if not):
    "Office for Science head X" (a preposition before the title), "former ... head X"
    (a past marker before the capitalised words that lead up to it)."""
    at = " ".join(sentence.split()).find(f"{title} {head}")
    if at < 0:
        return ""
    before = " ".join(sentence.split())[:at].split()
    if before and before[-1].lower() in {"for", "of", "on", "to", "at"}:
        return "title cut from a longer name"
    while before:
        word = before.pop()
        if PAST.fullmatch(word.lower().rstrip("-")):
            return "title in a past context"
        if not (word[:1].isupper() or word in {"for", "of", "and"}):
            break
    return ""


_OPENERS = frozenset({"In", "On", "At", "The", "A", "An", "And", "But", "For", "After", "By"})


def _name_word(word: str) -> bool:
    """A capitalised word of a name (no punctuation, no sentence opener like ``In``)."""
    return word[:1].isupper() and word.replace("-", "").isalpha() and word not in _OPENERS


def with_possessor(title: str, head: str, sentence: str) -> str:
    """The title with the possessive name right before it in the sentence (``Iran's Supreme
    Leader`` of "close to Iran's Supreme Leader Ayatollah Ali Khamenei"): without it the
    position is no one's in particular."""
    flat = " ".join(sentence.split())
    at = flat.find(f"{title} {head}")
    before = flat[:at].split() if at > 0 else []
    if not (before and before[-1][:1].isupper() and before[-1].endswith(("'s", "’s"))):
        return title
    owner = [before.pop()]
    while before and _name_word(before[-1]) and len(owner) < 4:
        owner.insert(0, before.pop())  # "South Korea's", not "Korea's"; not "In April, X's"
    return f"{' '.join(owner)} {title}"


def rank_or_tenure(word: str) -> bool:
    """Whether a word before a title or name says its rank or tenure (``deputy``, ``acting``,
    ``current``, ``former``), not the writer's view of its holder."""
    lower = word.lower()
    return lower in _GENERIC or lower in TENURE or PAST.fullmatch(lower) is not None


def plain_title(title: str) -> str:
    """The title without the describing words a writer put before it: lower-case words ahead
    of its first capitalised word that are no rank or tenure ("imperious Australia captain",
    "veteran Labour leader"): a question names the position, not the writer's view of it."""
    words = title.split()
    start = 0
    while (
        start < len(words) - 1
        and words[start].islower()
        and not rank_or_tenure(words[start])
        and not words[start].endswith(("'s", "’s"))
    ):
        start += 1
    if start == 0 or not words[start][:1].isupper():
        return title
    return " ".join(words[start:])


def _places(sentence: str, adjectives: bool = False) -> frozenset[str]:
    """The words of the sentence's nationality and country names (spaCy); ``adjectives``:
    only its nationality adjectives (``Swedish``)."""
    if not sentence:
        return frozenset()
    doc = cl.parse(sentence)
    if adjectives:
        return frozenset(t.text for t in doc if t.ent_type_ == "NORP" and t.pos_ == "ADJ")
    return frozenset(t.text for t in doc if t.ent_type_ in {"NORP", "GPE"})


_CAPTION_WORDS = frozenset({"Image", "Photo", "Picture", "Video", "Caption", "Getty"})


def _caption_tail(head: str) -> bool:
    """A name run into a picture caption's first word ("Nauseda Image caption: ...")."""
    return head.split()[-1] in _CAPTION_WORDS


def title_question(head: str, title: str, sentence: str = "", context: str = "") -> CaseCandidate:
    """The case asking who holds the title, or a rejected candidate saying why there is none."""
    if not CLEAN_NAME.match(head) or head.endswith(("'s", "’s")) or _caption_tail(head):
        return CaseCandidate("", head, rejected="title holder is not a clean name")
    dated = re.search(re.escape(head) + r"(?:\W+\w+){0,5}?\W+in (?:19|20)\d\d\b", sentence)
    if dated or re.search(
        re.escape(head) + _LEFT_POST, sentence, re.IGNORECASE
    ):  # "defeating Liberal Democrat leader Willie Rennie in 2016": no "Who is ...?"
        return CaseCandidate("", head, rejected="title in a past context")
    problem = _cut_or_past(title, head, sentence)
    if problem:
        return CaseCandidate("", head, rejected=problem)
    title = with_possessor(title, head, sentence)  # "Iran's Supreme Leader"
    title = plain_title(common_first_word(title, sentence, context))  # title_surface
    if shared_role(title) or not unique_position(
        title, _places(sentence), _places(sentence, adjectives=True)
    ):  # "Acme co-founder": several hold it (title_places)
        return CaseCandidate("", head, rejected="title names no unique position")
    # "the Prime Minister of Norway", "Ireland's president", "the editor of the BBC"
    phrase = place_of_title(title, sentence, context) or title_phrase(title, sentence, context)
    question = holder_question(phrase, head, sentence)  # "Who was ... in 1968?"
    if not question:
        return CaseCandidate("", head, rejected="title held at two times")
    return CaseCandidate(question, head, answer_type="person")
