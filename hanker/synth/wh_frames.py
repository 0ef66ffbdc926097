"""Wh-frames that must fit the answer's own type (after the wh-phrase is chosen).

A fronted wh-phrase ("At what", "From whom", "Where", "Who") must ask the kind of thing the
answer is; where it does not, the frame is refitted when the question stays grammatical, or
the case is dropped:

* a manner or degree phrase is no argument of the verb: "in large numbers", "in droves", "in
  person", "by far", "on foot", "at random" give no "In what ...?" question;
* a linking "as" is no role: "as a result of", "as part of", "as well as", "as such" give no
  "As what ...?" question;
* a vague origin frame: "comes from a family of doctors" / "from a diverse background" gives
  no "From what/whom does X come?" (a place of origin is kept: it is asked "where");
* an event that dates the clause: "stepping down at the next election" is asked "When is X
  stepping down?", not "At what ...?" (an event with a time word, or on a verb of leaving or
  starting);
* "where" for an answer that is a person or a clock time ("lost to Elena Ruiz", "at around
  13:45") and "who" for an answer that is an event or a charge ("the attempted murder of X")
  do not fit: no question;
* "where" for a name with an indefinite article ("stamped on a Bible": a copy of a thing) or
  a field of activity ("work in the field of law"): no question;
* "to" on a verb of losing names the opponent, asked "to whom", never "where" ("lost to
  Leeds", a name the tagger took for a place);
* "to what" on a verb of moving for a place or parts of one is "where" ("moved to parts of
  Spain");
* "to what" for an audience or readership noun is "to whom" ("appeals to a wide readership").

(A question text whose wh-word is followed straight by an infinitive or a bare "being" is
:mod:`hanker.synth.question_grammar`'s, for template and LLM cases alike.)
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.clause import answer_type
from hanker.synth.fronted_preps import fit_fronted, is_place
from hanker.synth.place_questions import PLACE_NOUNS
from hanker.synth.question_checks import Rejection

_MANNER = {
    "in": {
        *("number", "numbers", "drove", "droves", "force", "person", "public", "private"),
        *("secret", "vain", "earnest", "tandem", "unison", "bulk", "total", "full", "part"),
        *("general", "particular", "turn", "fact", "short", "detail", "depth", "principle"),
        *("practice", "theory", "advance", "haste", "silence", "person", "effect", "essence"),
    },
    "by": {"far", "hand", "mistake", "accident", "chance", "default", "design", "force", "way"},
    "on": {"foot", "purpose", "average", "balance", "time", "occasion", "cue", "record"},
    "at": {"random", "length", "once", "least", "most", "large", "first", "last", "best", "worst"},
}
_LINKING_AS = {"result", "part", "consequence", "well", "such", "whole", "usual", "ever"}
_ORIGIN_VERBS = {"come", "hail", "descend", "stem", "spring"}
_EVENTS = {
    *("election", "match", "game", "summit", "ceremony", "meeting", "conference", "funeral"),
    *("wedding", "festival", "tournament", "final", "race", "hearing", "trial", "inquest"),
    *("session", "vote", "referendum", "poll", "season", "end", "start", "close", "break"),
}
_TIME_WORDS = {"next", "last", "previous", "upcoming", "forthcoming", "coming", "following"}
_LEAVE_START = {
    *("step", "stand", "retire", "resign", "quit", "leave", "end", "start", "begin", "stop"),
    *("expire", "close", "finish", "return", "launch", "open"),
}
_LOSE = {"lose", "fall", "succumb", "surrender", "concede", "bow", "yield", "slip"}
_MOVE = {"move", "relocate", "emigrate", "return", "flee", "go", "travel", "head", "fly", "deploy"}
_AUDIENCE = {"audience", "readership", "reader", "viewer", "listener", "public", "fan"}
_NOT_PEOPLE = {
    *("murder", "manslaughter", "possession", "assault", "theft", "fraud", "robbery"),
    *("attempt", "offence", "charge", "crime", "killing", "death", "injury", "attack"),
}
_DOMAINS = {"field", "realm", "domain", "sector", "industry", "world", "genre", "discipline"}


def _object(arg: Any) -> Any | None:
    objects = [c for c in arg.children if c.dep_ == "pobj"]
    return objects[0] if objects else None


def _determined(noun: Any) -> bool:
    return any(c.dep_ in {"det", "poss"} for c in noun.children)


def frame_problem(span: Any, arg: Any) -> Rejection | None:
    """Why the preposition ``arg`` frames no question: a manner phrase, a linking "as" or a
    vague origin (see the module)."""
    if arg.dep_ != "prep":
        return None
    noun, prep = _object(arg), arg.lower_
    if noun is None:
        return None
    lemma = noun.lemma_.lower()
    manner = _MANNER.get(prep, set())
    if not _determined(noun) and (lemma in manner or noun.lower_ in manner):
        return Rejection("manner phrase is no argument")  # "In what had fans travelled?"
    linking = lemma in _LINKING_AS or noun.lower_ in _LINKING_AS
    if prep == "as" and linking and noun.i - arg.i <= 2:  # "as a result", "as part", "as well"
        return Rejection("linking phrase is no role")  # "As what was X charged? -- a result of"
    origin = prep == "from" and arg.head.lemma_.lower() in _ORIGIN_VERBS
    if origin and noun.ent_type_ not in {"GPE", "LOC", "FAC"} and lemma not in PLACE_NOUNS:
        return Rejection("vague origin frame")  # "From what does X come? -- a family of ..."
    return None


def _event_time(arg: Any, noun: Any) -> bool:
    """An event that dates its clause: "at the next election", "stepping down at the vote"."""
    if arg.lower_ not in {"at", "after", "before", "until"} or noun.lemma_.lower() not in _EVENTS:
        return False
    timed = any(c.lower_ in _TIME_WORDS for c in noun.children if c.dep_ in {"amod", "det"})
    return timed or (arg.lower_ == "at" and arg.head.lemma_.lower() in _LEAVE_START)


def _no_place(root: Any) -> bool:
    """A name with an indefinite article ("a Bible": a copy of a thing, never "a Leeds") or a
    field of activity ("the field of finance"), asked "where" though it is no place."""
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in root.children)
    if root.pos_ == "PROPN" and indefinite:
        return True
    return root.pos_ == "NOUN" and root.lemma_.lower() in _DOMAINS


def _area(noun: Any) -> bool:
    """A place, or parts of one ("parts of Ukraine", "the rest of Europe")."""
    if is_place(noun):
        return True
    of = [g for c in noun.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
    return noun.lemma_.lower() in {"part", "rest"} and bool(of) and is_place(of[0])


def _clock(span: Any) -> bool:
    return any(t.ent_type_ == "TIME" for t in span) or bool(re.search(r"\d:\d\d", span.text))


def refit_phrase(
    phrase: tuple[str, set[int]] | Rejection, span: Any, arg: Any
) -> tuple[str, set[int]] | Rejection:
    """The wh-phrase ``phrase`` refitted to the answer's type, or why no question fits (see
    the module)."""
    if isinstance(phrase, Rejection):
        return phrase
    text, covered = phrase
    root = span.root
    if text == "where" and arg.lower_ == "to" and arg.head.lemma_.lower() in _LOSE:
        return "to whom", covered  # "To whom did X lose? -- Ann Lee", not "Where ...?"
    person = root.ent_type_ == "PERSON" and answer_type(span) != "place"  # not "268 Elm Drive"
    if text == "where" and (person or _clock(span)):
        return Rejection("wh-word does not fit the answer")  # "Where did X lose? -- Ann Lee"
    if text in {"where", "from where"} and _no_place(root):
        return Rejection("wh-word does not fit the answer")  # "Where did X stamp? -- a Bible"
    if text in {"who", "whom"} and root.pos_ == "NOUN" and root.lemma_.lower() in _NOT_PEOPLE:
        return Rejection("wh-word does not fit the answer")  # "Who is X? -- the murder of Y"
    noun = _object(arg) if arg.dep_ == "prep" else None
    if noun is None or noun.i != root.i:
        return phrase
    if text == f"{arg.lower_} what" and _event_time(arg, noun):
        return "when", covered  # "When is X stepping down? -- the next general election"
    if text in {"to what", "into what"} and arg.head.lemma_.lower() in _MOVE and _area(noun):
        return fit_fronted(span, arg, "where", covered)  # "Where did X move? -- parts of Y"
    if text == "to what" and noun.lemma_.lower() in _AUDIENCE:
        return "to whom", covered  # "To whom do her novels appeal? -- a wide readership"
    return phrase
