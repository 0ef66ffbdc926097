"""Fronted prepositions that English asks (the wh-phrase rules after ``template.v8``).

A question may front a preposition with its wh-word ("By whom was X appointed?", "For what
is X known?", "To what did X agree?"), but only some prepositions read naturally that way,
so a whitelist decides, not any preposition the clause happens to hold:

* a place after a locative preposition is asked "where" ("In what was X struck? -- the
  harbour area" becomes "Where was X struck?"), and no question is written when the clause
  keeps another place ("Where was X treated at Y Hospital?" has two answers);
* a clock time after "at" is asked "at what time", never "At what did X stop?", and a
  gathering after "at" "where" ("Where did X speak? -- the party conference");
* an adverb before the preposition ("Partly in what ...?", "Just outside what ...?"), "as"
  the subordinating conjunction ("as heavy rains lash ..."), "in" with a period of one's life
  ("In what was X inspired? -- his early career") and the noun of a multiword preposition or
  idiom ("in return for", "on location", "on behalf of": never "In what ...? -- return for
  Y") give no question;
* a count is not asked with "to" fronted ("To how many errors did X end the match with 71
  winners?");
* otherwise the preposition must be one a "what" or "whom" question fronts.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.place_questions import PLACE_NOUNS
from hanker.synth.question_checks import Rejection

ASKABLE_WHAT = frozenset(
    {
        *("to", "into", "for", "with", "from", "about", "on", "of", "against", "after"),
        *("before", "during", "as", "at", "in", "by", "under", "behind", "within", "over"),
        *("onto", "upon", "towards", "toward", "through"),
    }
)
ASKABLE_WHOM = frozenset(
    {
        *("by", "with", "to", "for", "from", "against", "about", "on", "under", "after"),
        *("of", "at", "over", "before", "towards", "toward", "behind", "upon"),
    }
)
# multiword prepositions and idioms whose noun is no answer ("in return for", "on location")
MULTIWORD = frozenset(
    {
        *(("in", "return"), ("in", "exchange"), ("on", "behalf"), ("in", "favour")),
        *(("in", "favor"), ("in", "line"), ("at", "odds"), ("in", "place"), ("in", "charge")),
        *(("in", "front"), ("in", "spite"), ("in", "terms"), ("in", "addition")),
        *(("in", "response"), ("in", "light"), ("on", "top"), ("in", "case"), ("by", "means")),
        *(("by", "way"), ("on", "account"), ("in", "wake"), ("as", "result"), ("in", "relation")),
        *(("with", "regard"), ("in", "accordance"), ("in", "connection"), ("in", "support")),
        *(("in", "memory"), ("in", "honour"), ("in", "honor"), ("in", "search"), ("in", "pursuit")),
        *(("in", "touch"), ("in", "contact"), ("at", "hand"), ("at", "expense"), ("for", "sake")),
        *(("in", "event"), ("on", "part"), ("in", "name"), ("in", "face"), ("at", "risk")),
        *(("on", "location"), ("in", "time"), ("on", "time"), ("in", "row"), ("on", "board")),
        *(("in", "advance"), ("in", "common"), ("in", "tandem"), ("in", "lieu"), ("on", "basis")),
        *(("in", "course"), ("in", "midst"), ("on", "verge"), ("on", "brink"), ("at", "mercy")),
        *(("in", "control"), ("in", "view"), ("in", "power"), ("on", "strength"), ("by", "virtue")),
        *(("in", "aid"), ("in", "breach"), ("in", "defence"), ("in", "defense"), ("on", "grounds")),
    }
)
_WHERE_PREPS = {"in", "at", "on", "inside", "within"}
# gatherings one is at: "spoke at the party conference" is asked "where"
_GATHERINGS = frozenset(
    {"conference", "meeting", "rally", "summit", "festival", "ceremony", "funeral", "event"}
    | {"concert", "convention", "congress", "vigil", "protest", "wedding", "service", "gala"}
)
_LOCATIVE = {*_WHERE_PREPS, "near", "outside", "beyond", "beside", "across", "around", "along"}
_LOCATIVE |= {"behind", "opposite", "throughout", "off", "into", "to", "from", "towards"}
# clauses of their own, asides, and the subject (whose place names who, not where)
_OTHER_CLAUSES = {"conj", "advcl", "relcl", "acl", "ccomp", "parataxis", "csubj", "appos"}
_OTHER_CLAUSES |= {"nsubj", "nsubjpass"}
_NAMED_PLACE_PREPS = {"near", "outside", "beyond", "beside", "around", "inside", "throughout"}
_MORE_PLACES = {
    *("area", "district", "neighbourhood", "suburb", "quarter", "estate", "room", "courtroom"),
    *("site", "field", "pitch", "gorge", "valley", "mountain", "hill", "lake", "river", "coast"),
    *("forest", "desert", "sea", "ocean", "zone", "compound", "garden", "farm", "factory"),
    *("plant", "mine", "warehouse", "terminal", "cell", "corridor", "tunnel", "cave", "flat"),
    *("apartment", "county", "province", "state", "continent", "shore", "ward", "island"),
}
_PLACE_PARTS = {
    *("bottom", "top", "edge", "foot", "side", "middle", "centre", "center", "heart", "end"),
    *("corner", "outskirts", "north", "south", "east", "west", "rear", "front", "interior"),
    *("north-east", "north-west", "south-east", "south-west", "northeast", "southwest"),
}
_PERIODS = {
    *("career", "life", "youth", "childhood", "teens", "twenties", "thirties", "adolescence"),
    *("tenure", "reign", "heyday", "spell", "stint", "days", "years", "lifetime", "boyhood"),
}
# prepositional verbs whose "in"/"on"/"at" belongs to the verb, not to a place
_GOVERNED = {
    *(("invest", "in"), ("participate", "in"), ("result", "in"), ("specialise", "in")),
    *(("specialize", "in"), ("believe", "in"), ("engage", "in"), ("involve", "in")),
    *(("work", "on"), ("focus", "on"), ("rely", "on"), ("depend", "on"), ("look", "at")),
    *(("aim", "at"), ("point", "at"), ("target", "at"), ("stare", "at"), ("laugh", "at")),
}
_PLACE_ENTITIES = {"GPE", "LOC", "FAC"}
_PLACE_NAMES = {*_PLACE_ENTITIES, "", "ORG"}  # a name tagged so may be a place ("Kirkby")
_CLOCK = re.compile(
    r"^(?:about |around |roughly |approximately |just after |just before )?\d{1,2}[:.]\d{2}\b"
    r"|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\bo'clock\b"
    r"|^(?:noon|midday|midnight)$",
    re.IGNORECASE,
)
_UNITS = {
    *("seconds", "minutes", "hours", "days", "nights", "weeks", "fortnights", "months"),
    *("years", "decades", "centuries"),
}
# verbs of a moment: "arrived", "was arrested" last no length of time
_PUNCTUAL = {
    *("arrive", "arrest", "die", "depart", "land", "begin", "start", "finish", "win", "sign"),
    *("announce", "launch", "kill", "shoot", "strike", "hit", "find", "discover", "reach"),
    *("resign", "quit", "score", "elect", "appoint", "charge", "crash", "explode", "collapse"),
    *("bear", "convict", "award", "unveil", "confirm", "declare"),
}
_ADVERBIAL_WH = {"when", "where", "from where", "for how long", "how long"}


def is_place(noun: Any) -> bool:
    """Whether a noun names a place: a place entity, a place noun ("the harbour area"), or a
    part of a place ("the bottom of a gorge", "the north of Leeds")."""
    if noun.ent_type_ in _PLACE_ENTITIES:
        return True
    lemma = noun.lemma_.lower()
    if lemma in PLACE_NOUNS or lemma in _MORE_PLACES:
        return True
    if lemma not in _PLACE_PARTS:
        return False
    of = [c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"]
    objects = [g for c in of for g in c.children if g.dep_ == "pobj"]
    return bool(objects) and is_place(objects[0])


def named_place(noun: Any) -> bool:
    """A place with a name ("Leeds", "St Luke's Hospital", "the north of England"), not a
    generic one ("the street", "home")."""
    if noun.ent_type_ in _PLACE_ENTITIES or (
        noun.pos_ == "PROPN" and noun.ent_type_ in _PLACE_NAMES
    ):
        return True
    if noun.lemma_.lower() in _PLACE_PARTS:
        of = [g for c in noun.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
        return bool(of) and named_place(of[0])
    return any(
        c.dep_ in {"compound", "poss"} and c.ent_type_ in _PLACE_ENTITIES for c in noun.children
    )


def _clause_tokens(verb: Any) -> list[Any]:
    """The tokens of the verb's own clause: not those of a clause coordinated with it or set
    under it (a question keeps only its own clause)."""
    out, stack = [], [verb]
    while stack:
        token = stack.pop()
        out.append(token)
        stack += [c for c in token.children if c.dep_ not in _OTHER_CLAUSES]
    return out


def other_place(arg: Any, covered: set[int]) -> bool:
    """Whether the clause of ``arg`` keeps a named place besides the asked one: after a
    locative preposition, or a city or country in the subject after a fronted place ("In
    Ohio, residents of Dayton were ...": where? has two answers)."""
    if _subject_place(arg, covered):
        return True
    for token in _clause_tokens(arg.head):
        if token.i in covered or token.dep_ != "prep" or token.lower_ not in _LOCATIVE:
            continue
        named = token.lower_ in _NAMED_PLACE_PREPS  # "just beyond Kirkby": a name is a place
        for noun in (c for c in token.children if c.dep_ == "pobj"):
            if named_place(noun) and (is_place(noun) or named or noun.pos_ == "PROPN"):
                return True
    return False


def _subject_place(arg: Any, covered: set[int]) -> bool:
    """A place named in the subject after a fronted locative ("In Ohio, residents of Dayton")."""
    subjects = [c for c in arg.head.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i > arg.i]
    return any(
        t.i not in covered and t.pos_ == "PROPN" and t.ent_type_ in {"GPE", "LOC", "ORG"}
        for subject in subjects
        for t in subject.subtree
        if t.dep_ == "pobj" and t.head.lower_ in {"of", "in", "from"}
    )


def _object(arg: Any) -> Any:
    objects = [c for c in arg.children if c.dep_ in {"pobj", "pcomp"}]
    return objects[0] if objects else None


def _bare(noun: Any) -> bool:
    """A noun as a multiword preposition holds it: no number, adjective or possessor ("in
    return for", "in the wake of"; not "in two separate cases")."""
    mods = {"nummod", "amod", "poss", "compound"}
    dets = [c for c in noun.children if c.dep_ == "det"]
    return not any(c.dep_ in mods for c in noun.children) and all(d.lower_ == "the" for d in dets)


def _shape_problem(arg: Any, noun: Any, words: list[str]) -> str:
    """Why the preposition cannot be fronted at all ('' when it can)."""
    prep = arg.lower_
    if words[0].lower() != prep:
        return "adverb before a fronted preposition"  # "Partly in what ...?"
    comma = arg.i > 0 and arg.doc[arg.i - 1].text == ","  # "..., as heavy rains lash ..."
    if prep == "as" and (
        comma or arg.pos_ == "SCONJ" or noun is None or noun.pos_ in {"VERB", "AUX"}
    ):
        return "'as' is a conjunction"  # "as heavy rains lash the coast"
    if noun is not None and (prep, noun.lemma_.lower()) in MULTIWORD and _bare(noun):
        return "idiomatic prepositional phrase"  # "in return for", "on location"
    if prep == "in" and noun is not None and noun.lemma_.lower() in _PERIODS:
        return "'in what' asks a period"  # "In what was X inspired? -- his early career"
    return ""


def _duration_problem(span: Any, arg: Any, phrase: str) -> str:
    """Why a length of time cannot be asked of the clause ('' when it can): the verb names a
    moment ("For how long did X arrive?"), or the answer is an event that lasts ("a week of
    talks": the purpose of the arrival, not its length)."""
    words = phrase.lower().split()
    counted = [w for i, w in enumerate(words[2:]) if words[i : i + 2] == ["how", "many"]]
    if phrase not in {"for how long", "how long"} and not set(counted) & _UNITS:
        return ""
    verb = arg
    while verb.pos_ not in {"VERB", "AUX"} and verb.head != verb:
        verb = verb.head
    if verb.lemma_.lower() in _PUNCTUAL and not any(c.dep_ == "neg" for c in verb.children):
        return "duration of a punctual verb"
    ranked = (t.lower_ == "first" or t.tag_ == "JJS" for t in verb.subtree if t.dep_ == "amod")
    if any(ranked):
        return "gap since the last, not a duration"  # "its first trophy for 43 years"
    root = span.root
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in root.children):
        return "answer is not a time"  # "a week of talks"
    return ""


def _place_wh(arg: Any, phrase: str, covered: set[int]) -> tuple[str, set[int]] | Rejection:
    """ "where" for a place after a locative preposition, unless the verb governs the
    preposition ("invest in a hotel") or the clause keeps another place."""
    if (arg.head.lemma_.lower(), arg.lower_) in _GOVERNED:
        return phrase, covered
    if arg.i > 0 and arg.doc[arg.i - 1].tag_ == "''":  # 'as "a hero" in the town of X'
        return Rejection("phrase may belong to the complement before it")
    if other_place(arg, covered):
        return Rejection("question holds another place")
    return "where", covered


def fit_fronted(
    span: Any, arg: Any, phrase: str, covered: set[int]
) -> tuple[str, set[int]] | Rejection:
    """The fronted wh-phrase ``phrase`` as English asks it (see the module), or why none."""
    duration = _duration_problem(span, arg, phrase)
    if duration:
        return Rejection(duration)
    if arg.dep_ not in {"prep", "agent"}:
        return phrase, covered
    if phrase in {"where", "from where"}:
        if other_place(arg, covered):
            return Rejection("question holds another place")
        return phrase, covered
    words = phrase.split()
    if phrase in _ADVERBIAL_WH or len(words) < 2:
        return phrase, covered
    noun = _object(arg)
    problem = _shape_problem(arg, noun, words)
    if problem:
        return Rejection(problem)
    prep, asked = arg.lower_, words[1].lower()
    if prep == "to" and words[1:3] == ["how", "many"]:
        return Rejection("preposition not fronted in English")  # "To how many errors did"
    if asked not in {"what", "whom"} or len(words) != 2:
        return phrase, covered  # "by how many", "in how many cases"
    if prep == "at" and _CLOCK.search(span.text):
        return "at what time", covered
    gathering = prep == "at" and noun is not None and noun.lemma_.lower() in _GATHERINGS
    if (
        asked == "what"
        and prep in _WHERE_PREPS
        and noun is not None
        and (is_place(noun) or gathering)
    ):
        return _place_wh(arg, phrase, covered)  # "Where did X speak? -- the party conference"
    if prep not in (ASKABLE_WHOM if asked == "whom" else ASKABLE_WHAT):
        return Rejection("preposition not fronted in English")
    return phrase, covered


_CLAUSES_BEFORE = frozenset({"relcl"})


def _main(noun: Any) -> bool:
    """Whether ``noun`` is an argument of the main clause, not of a clause set inside it."""
    governor = noun.head.head if noun.head.pos_ == "ADP" else noun.head
    return governor.dep_ not in {"advcl", "ccomp", "xcomp", "acl", "relcl", "pcomp", "conj"}


def adjunct_after_clause(body: list[Any], moved: list[Any]) -> Rejection | None:
    """A rejection when a fronted adjunct moved to the question's end would follow a clause
    of the question (``template.v27``: "Who produced a report which said X led to Y on
    Monday?" reads "on Monday" as the clause's), else None."""
    relative = {"WDT", "WP", "WP$"}  # "during which she ...": a relative's phrase, left out
    content = [t for t in moved if not isinstance(t, str) and not t.is_punct]
    if not [t for t in content if not any(w.tag_ in relative for w in t.subtree)]:
        return None
    kept = {t.i for t in body if not isinstance(t, str)}
    if any(
        not isinstance(t, str) and t.dep_ in _CLAUSES_BEFORE and t.head.i in kept and _main(t.head)
        for t in body
    ):
        return Rejection("fronted adjunct after a clause")  # a clause on a noun the question keeps
    return None
