"""Adjuncts of the clause inside an answer span (the answer-span rules after ``template.v9``,
extending :mod:`hanker.synth.answer_adverbials`).

The parser, or the span builder, leaves in the answer a phrase that by its preposition and the
kind of its object says how, where or when the clause happened, not which thing the answer is:

* a medium: "Ada has shared being treated for asthma on social media" -- what she was treated
  for is "asthma"; "on social media" is where she shared it (a noun of content, "a video on
  YouTube", keeps its medium);
* a repeated occasion: "Porto lifted the trophy for the third consecutive year" -- "for the
  Nth (successive) year / time" counts the event, not the trophy;
* a year: "Jo won a medal for bravery in 2012" -- "in 2012" dates the winning;
* a place after a length of time: "Ed queued for three hours at Leeds station" -- how long he
  queued is "three hours"; where is not part of it;
* a time adverb: "Anna started painting as a pastime ten years ago" -- "ten years ago" (or
  "last year") hangs on the clause whatever noun the parser gives it;
* a phrase the answer cuts in two: "agreed a truce in the run up to the talks" with the answer
  "a truce in the run" -- a phrase whose words go on past the answer is no part of it;
* a date or an age that ends the answer, whatever word the parser hangs it on (``template.v34``):
  "joined as a helicopter pilot in March 2015", "nurtured the dream of becoming a writer from
  a very young age" -- when it happened, not what; so is the agent of a passive verb that the
  parser hung on the answer ("was succeeded as first minister by Humza Yousaf").

Each is trimmed from the answer (:func:`adjunct_start` gives where it begins). A phrase that is
the noun's own complement stays ("a ban on smoking", "the road to Leeds").
"""

from __future__ import annotations

from typing import Any

from hanker.text.calendar import MONTHS, TIME_UNITS

# nouns of a medium something is said or shown on ("on social media", "on the radio")
_MEDIA = {
    *("media", "television", "tv", "radio", "twitter", "facebook", "instagram", "youtube"),
    *("tiktok", "internet", "online", "website", "podcast", "air", "x", "snapchat", "linkedin"),
    *("threads", "blog", "channel", "stage", "camera", "screen", "broadcast", "livestream"),
}
_MEDIA_PREPS = {"on", "via", "through", "over"}
# nouns of content that a medium belongs to ("a video on YouTube", "a post on Facebook")
_CONTENT = {
    *("post", "video", "message", "comment", "advert", "ad", "programme", "program", "show"),
    *("page", "account", "campaign", "tweet", "photo", "picture", "clip", "appearance", "story"),
    *("series", "documentary", "interview", "debate", "report", "footage", "image", "content"),
    *("presence", "profile", "channel", "feed", "thread", "statement", "update", "presenter"),
}
_REPEATS = {"successive", "consecutive", "straight", "running", "first", "second", "third"}
_OCCASIONS = {"year", "time", "season", "term", "month", "week", "day", "occasion", "night"}
_YEAR_PREPS = {"in", "during", "since", "until", "by"}
_DURATIONS = TIME_UNITS
_LOCATIVE = {"at", "in", "on", "outside", "inside"}
_TIME_ENTS = {"DATE", "TIME"}
# particles that make a noun with the word before ("the run-up", "the build-up", "a shake-up")
_PARTICLES = {"up", "down", "out", "off"}
_DATE_PREPS = {"in", "on", "during", "since", "until", "from", "at"}
_MONTHS = frozenset(month.lower() for month in MONTHS)
_EARLY = {"young", "early", "tender"}  # "from a young age", "at an early age"


def _medium(prep: Any, obj: Any, root: Any) -> bool:
    """ "on social media", "via Twitter": the medium of a clause, unless the noun is content."""
    if prep.lower_ not in _MEDIA_PREPS or obj.lower_ not in _MEDIA:
        return False
    return root.lemma_.lower() not in _CONTENT


def _occasion(prep: Any, obj: Any) -> bool:
    """ "for the second successive year", "for the first time": a count of the event."""
    if prep.lower_ != "for" or obj.lemma_.lower() not in _OCCASIONS:
        return False
    return any(c.lower_ in _REPEATS or c.ent_type_ == "ORDINAL" for c in obj.children)


def _year(prep: Any, obj: Any) -> bool:
    """ "in 2012", "during 1998": a year (four digits) dating the clause."""
    if prep.lower_ not in _YEAR_PREPS or obj.ent_type_ != "DATE":
        return False
    return obj.like_num and len(obj.text) == 4 and obj.text.isdigit()


def duration(root: Any) -> bool:
    """Whether noun ``root`` is a counted length of time: "three hours", "ten days"."""
    if root.lemma_.lower() not in _DURATIONS:
        return False
    return any(c.dep_ == "nummod" or c.like_num for c in root.children)


def _place_after_duration(prep: Any, obj: Any, root: Any) -> bool:
    """ "three hours at Leeds station": a length of time is not placed, its clause is."""
    if not duration(root) or prep.lower_ not in _LOCATIVE:
        return False
    return obj.ent_type_ not in _TIME_ENTS and obj.lemma_.lower() not in _DURATIONS


def clause_adjunct(prep: Any, root: Any) -> bool:
    """Whether preposition ``prep`` after the answer's noun ``root`` is a medium, a repeated
    occasion, a year or the place of a length of time (see the module)."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    if not objects:
        return False
    obj = objects[0]
    if _medium(prep, obj, root) or _occasion(prep, obj) or _year(prep, obj):
        return True
    return _place_after_duration(prep, obj, root)


def _time_adverb_start(span: Any, root: Any) -> int | None:
    """Where a trailing "ten years ago" / "last year" begins in ``span``, or None."""
    last = span.end - 1
    for token in span:
        if token.i <= root.i or token.dep_ not in {"npadvmod", "advmod"}:
            continue
        words = list(token.subtree)
        if token.ent_type_ not in _TIME_ENTS or any(t.ent_type_ not in _TIME_ENTS for t in words):
            continue
        if max(t.i for t in words) == last and min(t.i for t in words) > root.i:
            return int(min(t.i for t in words))
    return None


def _cut_phrase_start(span: Any, root: Any) -> int | None:
    """Where a trailing prepositional phrase whose noun the answer cuts from its particle
    ("the run | up", "the build | up") begins, or None."""
    for token in span:
        if token.i <= root.i or token.dep_ != "prep" or token.lower_ == "of":
            continue  # "waves of ice [down the river]": "of" makes the noun's own phrase
        nxt = span.doc[span.end] if span.end < len(span.doc) else None
        if nxt is None or nxt.dep_ not in {"prt", "prep", "advmod"} or nxt.head.i >= span.start:
            continue  # the particle hangs on the clause's verb, before the answer
        if nxt.lower_ in _PARTICLES and span.doc[span.end - 1].head == token:
            return int(token.i)  # "in the run [up to the talks]": a noun cut in two
    return None


def _dated(prep: Any) -> bool:
    """ "in March 2015", "on 21 September", "from a very young age": a date with a month or a
    year, or an early age."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    if prep.lower_ not in _DATE_PREPS or not objects:
        return False
    obj = objects[0]
    if obj.lemma_.lower() == "age":
        return any(c.lower_ in _EARLY for c in obj.subtree)
    words = [t for t in obj.subtree if not t.is_punct]
    month = any(t.lower_ in _MONTHS for t in words)
    year = any(len(t.text) == 4 and t.text.isdigit() for t in words)
    return (month or year) and all(t.ent_type_ == "DATE" for t in words)


def trailing_date_start(span: Any, root: Any) -> int | None:
    """Where a date or early age that ends ``span`` begins (see the module), or None."""
    last = span.end - 1
    for token in span:
        if token.i <= root.i or token.dep_ != "prep" or not _dated(token):
            continue
        if max(t.i for t in token.subtree) == last and not _in_clause(token, root):
            return int(token.i)
    return None


def _in_clause(token: Any, root: Any) -> bool:
    """Whether ``token`` hangs on a relative or other finite clause inside the answer
    (``rebels who forced out the government [in 2014]``: the forcing's date, kept)."""
    node = token.head
    for _ in range(12):
        if node.i == root.i or node.head.i == node.i:
            return False
        if node.dep_ in {"relcl", "advcl", "ccomp"}:
            return True
        node = node.head
    return False


def passive_agent_start(span: Any, root: Any) -> int | None:
    """Where a ``by`` phrase ending ``span`` begins when it is the agent of the clause's
    passive verb, which has no agent of its own (``succeeded as first minister | by X``)."""
    verb = root
    while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if not passive or any(c.dep_ == "agent" for c in verb.children):
        return None
    for token in span:
        ends = token.i + 1 < span.end and max(t.i for t in token.subtree) == span.end - 1
        if token.i > root.i and token.lower_ == "by" and ends:
            return int(token.i)
    return None


def adjunct_start(span: Any, root: Any) -> int | None:
    """The index of the first trailing time adverb or cut-off phrase in the answer ``span``
    whose noun is ``root`` (see the module), or None."""
    found = [s for s in (_time_adverb_start(span, root), _cut_phrase_start(span, root)) if s]
    return min(found) if found else None
