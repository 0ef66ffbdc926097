"""Answers cut where their object noun phrase ends (a hook of :mod:`.answer_scope`): a template
answer is the words after the verb up to the end of the fact's tail, and the tail may run on
past the object into phrases that belong to the CLAUSE, not to the thing asked:

* a phrase the parse hangs on the verb: "shared a video of the bridge on Signal" with "on
  Signal" a dependent of "shared", "handed the files directly to the panel" with "directly"
  and "to the panel" dependents of "handed": the object's subtree ends before them, so "What
  did X share?" is answered by the object alone;
* the recipient of a verb of giving or showing ("give", "offer", "send", "hand", "sell",
  "grant", "show", ...): "offered a choice of refunds to stranded travellers" names who got
  the thing, not what was given, whichever word the parser hangs "to" on (unless the noun
  takes "to" itself: "access to the files", "a reply to the letter");
* the channel of an act of saying or showing: "on Facebook", "on social media", "in a
  statement", "during an interview": where the words appeared, never part of what was said;
* the role of the subject: "runs the club as its finance director", "... as part of a
  review": "as" + a noun of office (or "as part of") says in which capacity the subject acts.

A phrase that belongs to the noun stays ("a video of the bridge", "a choice of refunds",
"sanctions against members of the guard"); when the cut is not certain the answer stays.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl

# questions that ask the object (not a place, time, manner or amount)
_ASKS_OBJECT = re.compile(
    r"^(?:(?:With|To|For|On|Of|From|About|In|Into|At|As|By|Against) )?(?:what|whom?)\b", re.I
)
_GIVING = frozenset(
    {
        *("give", "offer", "send", "hand", "pass", "show", "sell", "grant", "award", "lend"),
        *("pay", "provide", "deliver", "supply", "submit", "present", "donate", "return"),
        *("transfer", "leak", "forward", "write", "read", "sing", "teach", "tell", "owe"),
        *("bring", "post", "mail", "issue", "extend", "loan", "hand", "feed", "serve"),
    }
)
# nouns whose own complement is a "to" phrase ("access to the files", "a reply to the letter")
_TO_NOUNS = frozenset(
    {
        *("access", "reply", "response", "answer", "alternative", "solution", "approach"),
        *("key", "keys", "route", "path", "road", "link", "links", "threat", "risk", "damage"),
        *("contribution", "commitment", "right", "rights", "visit", "trip", "journey", "return"),
        *("tribute", "letter", "message", "apology", "challenge", "change", "changes", "boost"),
        *("addition", "additions", "amendment", "amendments", "exposure", "harm", "injury"),
        *("resistance", "opposition", "support", "objection", "reference", "references"),
        *("entry", "invitation", "flight", "flights", "ticket", "tickets", "gateway", "door"),
        *("introduction", "guide", "connection", "ties", "relationship", "increase", "rise"),
        *("cut", "cuts", "reduction", "reductions", "extension", "upgrade", "transition"),
        *("sequel", "successor", "heir", "prelude", "preface", "foreword", "pass"),
    }
)
_CHANNELS = frozenset(
    {
        *("telegram", "twitter", "x", "facebook", "instagram", "tiktok", "youtube", "snapchat"),
        *("whatsapp", "linkedin", "threads", "reddit", "weibo", "media", "statement", "interview"),
        *("interviews", "post", "posts", "tweet", "tweets", "broadcast", "radio", "television"),
        *("tv", "podcast", "website", "blog", "video", "livestream", "press", "conference"),
        *("briefing", "speech", "letter", "message", "email", "newsletter", "programme"),
    }
)
_CHANNEL_PREPS = frozenset({"on", "in", "via", "during", "through", "over"})
_ROLES = frozenset(
    {
        *("director", "chairman", "chairwoman", "chair", "chief", "head", "manager", "leader"),
        *("captain", "president", "minister", "secretary", "spokesman", "spokeswoman"),
        *("spokesperson", "coach", "executive", "editor", "officer", "governor", "mayor"),
        *("ambassador", "chancellor", "presenter", "host", "judge", "member", "founder"),
        *("owner", "boss", "commander", "adviser", "advisor", "representative", "envoy"),
        *("trustee", "patron", "deputy", "assistant", "consultant", "partner", "candidate"),
    }
)
# nouns of people and bodies that receive what is given ("to affected customers")
_RECIPIENTS = frozenset(
    {
        *("customer", "client", "people", "person", "public", "family", "victim", "patient"),
        *("staff", "worker", "employee", "member", "student", "pupil", "child", "parent"),
        *("resident", "voter", "fan", "viewer", "reader", "user", "passenger", "traveller"),
        *("investor", "shareholder", "supporter", "police", "officer", "authority", "inquiry"),
        *("committee", "court", "government", "council", "parliament", "ministry", "agency"),
        *("regulator", "company", "firm", "bank", "charity", "school", "hospital", "union"),
        *("team", "club", "community", "ally", "partner", "friend", "leader", "minister"),
        *("official", "journalist", "reporter", "prosecutor", "investigator", "panel"),
        *("board", "commission", "tribunal", "recipient", "buyer", "owner", "tenant"),
        *("household", "farmer", "driver", "refugee", "migrant", "soldier", "troop"),
        *("audience", "guest", "visitor", "player", "teacher", "doctor", "nurse", "man"),
        *("woman", "boy", "girl", "mother", "father", "son", "daughter", "wife", "husband"),
        *("detective", "lawyer", "judge", "mp", "minister", "donor", "applicant", "attendee"),
    }
)
# things a person carries or holds while taking part ("attended a rally with a placard")
_ACCESSORIES = frozenset({"sign", "placard", "banner", "flag", "poster", "megaphone", "umbrella"})
_EVENTS = frozenset(
    {
        *("demonstration", "protest", "rally", "march", "vigil", "meeting", "event", "ceremony"),
        *("service", "match", "game", "concert", "parade", "hearing", "gathering", "funeral"),
    }
)
_ASKS_TIME = re.compile(r"^(?:When|How long|For how long|Since when)\b", re.I)
_ASKS_THING_BY_PREP = re.compile(r"^(?:With|By|From|Against) what\b", re.I)
_COMPASS = frozenset({"north", "south", "east", "west", "centre", "center", "heart", "outskirts"})
# nouns whose place is their own argument ("the war in Ukraine", "a visit to Paris")
# nouns whose place is their own argument ("the war in Ukraine", "a visit to Paris")
# nouns whose place is their own ("the war in Ukraine"): a place after them stays in answers
PLACED_NOUNS = frozenset(
    {
        *("war", "invasion", "attack", "conflict", "campaign", "offensive", "presence", "role"),
        *("intervention", "election", "visit", "operations", "operation", "involvement"),
        *("crisis", "fighting"),
    }
)
_DETERMINERS = frozenset({"a", "an", "the", "his", "her", "its", "their", "our", "my", "your"})
_CLAUSE_DEPS = frozenset({"prep", "advmod", "npadvmod", "agent", "dative", "advcl", "obl"})


def _verb_adjunct(span: Any, root: Any) -> Any | None:
    """The first token of the answer that the parse hangs on the verb outside the answer,
    after the object's own subtree (a prepositional phrase or an adverb), or None."""
    inside = {t.i for t in root.subtree}
    for token in span:
        if token.i <= root.i or token.i in inside or token.is_punct:
            continue
        head_outside = not span.start <= token.head.i < span.end
        if token.dep_ in _CLAUSE_DEPS and head_outside and token.head in set(root.ancestors):
            return token
        return None
    return None


def _recipient(token: Any, noun: Any | None, verb: Any) -> bool:
    """Whether ``token`` is the "to" of a recipient of a verb of giving ("offered refunds to
    stranded travellers"): the noun after it names people or a body, and the noun before it
    does not take "to" itself ("access to", "dedication to")."""
    if token.lower_ != "to" or verb.lemma_ not in _GIVING or noun is None:
        return False
    if token.head.lower_ in _TO_NOUNS or token.head.lemma_ in _TO_NOUNS:
        return False
    people = noun.ent_type_ in {"PERSON", "ORG", "NORP"} or noun.lemma_.lower() in _RECIPIENTS
    return people or (noun.pos_ == "PRON" and noun.lower_ in {"them", "him", "her", "us", "me"})


def _framed_adjunct(span: Any, root: Any, verb: Any) -> Any | None:
    """The first preposition of the answer that the verb's frame gives the clause: the
    recipient "to" of a verb of giving, a channel, the subject's "as" role or accessory;
    or None."""
    for token in span:
        if token.i <= root.i or token.dep_ != "prep":
            continue
        noun = _prep_object(token)
        word = token.lower_
        if noun is None or noun.i >= span.end:
            continue
        if _recipient(token, noun, verb):
            return token
        if word in _CHANNEL_PREPS and _channel(noun):
            return token
        if word == "as" and _role(token, noun):
            return token
        if word == "with" and noun.lemma_.lower() in _ACCESSORIES and root.lemma_ in _EVENTS:
            return token
    return None


def _prep_object(prep: Any) -> Any | None:
    """The noun a preposition governs: its object, or the subject of a gerund clause the
    parser made of it ("with a placard attacking the plan")."""
    for child in prep.children:
        if child.dep_ == "pobj":
            return child
        if child.dep_ == "pcomp":
            return next((c for c in child.children if c.dep_ == "nsubj"), None)
    return None


def _ago(span: Any, question: str) -> Any | None:
    """The first word of a trailing "N years ago" (the time of the act, never part of a
    noun), unless the question asks a time; or None."""
    last = span[-1]
    if last.lower_ != "ago" or _ASKS_TIME.match(question):
        return None
    first = min(t.i for t in last.subtree)
    return span.doc[first] if first > span.start else None


def _place_of_clause(span: Any, root: Any, question: str) -> Any | None:
    """A trailing "in/at/on/near PLACE" after the object of a question that asks with a
    preposition ("By what was he hit? -- a van in the east of Leeds"): the answer is the
    preposition's object, and a named place after it tells where the act happened; or None."""
    if root.dep_ != "pobj" or not _ASKS_THING_BY_PREP.match(question):
        return None
    if root.lemma_.lower() in PLACED_NOUNS:
        return None  # "the war in Ukraine": the place is the noun's own
    for token in root.children:
        if token.dep_ != "prep" or token.lower_ not in {"in", "at", "on", "near"}:
            continue
        noun = _prep_object(token)
        if noun is None or max(t.i for t in token.subtree) != span.end - 1:
            return None
        if noun.lemma_.lower() in _COMPASS and any(c.lower_ == "of" for c in noun.children):
            noun = next(g for c in noun.children if c.lower_ == "of" for g in c.children)
        return token if noun.ent_type_ in {"GPE", "LOC"} else None
    return None


def _only_adjuncts(span: Any, cut: Any) -> bool:
    """Whether the words from ``cut`` to the end of the answer are adjuncts only: no clause
    ("claims in a letter that staff helped": a misparsed clause of the object) rides in them,
    but for the clause of a carried thing ("with a placard reading ...")."""
    tail = span.doc[cut.i : span.end]
    if cut.lower_ == "with":
        return True
    return not any(t.dep_ in {"relcl", "acl", "ccomp", "advcl", "xcomp"} for t in tail[1:])


def _back_over_adverbs(span: Any, cut: Any, root: Any) -> int:
    """The index the cut moves back to over adverbs of the verb just before it
    ("gives the files directly to the panel", "mentions her youth occasionally in talks")."""
    index = cut.i
    while index - 1 > root.i and index - 1 >= span.start:
        previous = span.doc[index - 1]
        if previous.pos_ != "ADV" or previous.head.pos_ in {"ADJ", "ADV", "NUM"}:
            break
        index -= 1
    return index


def _channel(noun: Any) -> bool:
    """Whether a noun names where words or pictures appear ("Instagram", "a statement",
    "social media"; plain "media" is not one)."""
    if noun.lower_ not in _CHANNELS:
        return False
    return noun.lower_ != "media" or any(c.lower_ == "social" for c in noun.children)


def _role(prep: Any, noun: Any) -> bool:
    """Whether "as NOUN" names an office ("as regional director") or is "as part of"."""
    if noun.lower_ == "part" and any(c.lower_ == "of" for c in noun.children):
        return True
    words = [t for t in noun.lefts if t.dep_ not in {"det", "poss"}]
    return noun.lemma_.lower() in _ROLES and all(t.pos_ in {"ADJ", "PROPN", "NOUN"} for t in words)


def clause_cut(question: str, answer: str, sentence: str) -> str | None:
    """The answer cut before the first phrase that belongs to its clause (see the module),
    or None when nothing is cut or the cut is not certain."""
    if not sentence or not _ASKS_OBJECT.match(question):
        return None
    span = cl.locate(cl.parse(sentence), " ".join(answer.split()))
    if span is None or len(span) < 3:
        return None
    root = cl.span_root(span)
    # the verb the object hangs on, through a preposition ("diagnosed with cancer")
    verb = next((a for a in root.ancestors if a.pos_ in {"VERB", "AUX"}), None)
    if root.pos_ not in {"NOUN", "PROPN", "PRON"} or verb is None:
        return None
    cut = (
        _verb_adjunct(span, root)
        or _framed_adjunct(span, root, verb)
        or _ago(span, question)
        or _place_of_clause(span, root, question)
    )
    if cut is None or cut.i <= root.i or not _only_adjuncts(span, cut):
        return None
    if span.doc[cut.i : span.end].text.lower() in question.lower():
        return None  # the question already holds the phrase
    keep = span.doc[span.start : _back_over_adverbs(span, cut, root)].text.rstrip(" ,;:-")
    if not keep or keep.lower() in _DETERMINERS or keep.split()[-1].lower() in _DETERMINERS:
        return None
    return keep
