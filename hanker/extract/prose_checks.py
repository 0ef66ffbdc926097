"""Precision checks of the spaCy extractor on prose (news, biographies, novels).

A fact must stand on its own: these checks find candidates that would not, from the parse of
their clause, and name the reason they are dropped (counted in the KG manifest):

* ``negated clause``: what something did not do has no one answer and reads as its opposite
  when the negation is lost downstream;
* ``object left out of the relation``: ``filed suit against X in 2019`` gives no
  ``(.., file suit in, 2019)``; only a bare object (``cast his vote on Sunday``) may join the
  relation, otherwise the prepositional fact would lose what the clause is about;
* ``content left out``: a prepositional fact of a verb whose content is a clause (``wrote on
  Saturday that ...``, ``signalled to his team that ...``) says nothing;
* ``copula with several adjuncts``: ``has been in power for 38 years`` is no
  ``(.., be for, 38 years)``;
* ``compound noun split``: two objects side by side that are one noun (``used a fire
  extinguisher`` parsed as ``a fire`` + ``extinguisher``);
* ``head is a fragment``: a head that is a quantifier phrase, runs over a comma, holds a group
  noun before one name (``Campaigners Ann Roe``, of a list of campaigners), opens on a
  sentence adverb (``Broadly TfL``) or on ``Similar`` (similar to what?); ``head is
  a date``: a day the parse took for the subject (``As recently as 9 May, a tanker ...``);
* ``tail repeats the head`` and ``tail not self-contained`` (``this author``, ``their work``);
* ``tail is a wh-clause``: ``exactly how many books``, ``what he knew`` (prose-checks.v3);
* ``vague tail``: a definite noun that stands for something said before (``the problem``,
  ``the moment``, ``the same issue``) with nothing that says which.

prose-checks.v4: a time that measures a thing (``10 days of mourning``) is an object, ``aged
96`` no second event, a word's hyphen no stop (:mod:`hanker.extract.value_phrases`).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.chain_checks import idiom_head_problem
from hanker.extract.clause_structure import CAPTION, caption_tail_problem, prep_structure_problem
from hanker.extract.object_gaps import bare_address, from_gerund_after
from hanker.extract.tail_problems import merged_double_object
from hanker.extract.value_phrases import age_clause, measured_time, word_hyphen
from hanker.text.calendar import MONTH_PATTERN, WEEKDAY_PATTERN, WEEKDAYS
from hanker.text.person_nouns import PERSON_NOUNS
from hanker.text.quantifiers import QUANTIFIERS
from hanker.text.shared_passive import misread_conjunct

PROSE_CHECKS_VERSION = "prose-checks.v4"

_CLAUSAL = frozenset({"ccomp", "xcomp", "csubj"})
_SENTENCE_ADVERBS = frozenset(  # capitalised at a sentence's start, read into its subject
    {*("broadly", "overall", "essentially", "basically", "generally", "ultimately", "crucially")}
    | {*("importantly", "meanwhile", "additionally", "similarly", "likewise", "however")}
    | {*("consequently", "ironically", "notably", "interestingly", "unfortunately")}
    | {*("fortunately", "currently", "previously", "recently", "historically", "typically")}
    | {*("tomorrow", "yesterday", "later", "earlier")}  # spacy-patterns.v38
)
# words after a weekday that make a title of it (a newspaper, a programme)
_TITLED_DAYS = frozenset(
    {"times", "telegraph", "mirror", "post", "express", "herald", "mail", "people", "sport"}
    | {"night", "show", "tribune", "independent", "star", "world", "life", "politics", "brunch"}
)
_DATE_HEAD = re.compile(  # "9 May", "May 9, 2023", "last Friday" (not "May" alone: a name)
    rf"^(?:(?:last|next|this) )?(?:(?:\d{{1,2}} )?(?:{MONTH_PATTERN})(?: \d{{1,2}})?,?(?: \d{{4}})?"
    rf"|(?:{WEEKDAY_PATTERN}))$"
)
_QUANTIFIERS = QUANTIFIERS | {"almost", "each", "any", "much"}
_DEICTIC = frozenset({"this", "that", "these", "those", "another", "such"})
_BARE_POSSESSIVE = frozenset({"his", "her", "their", "its"})
_COMPLETING = frozenset({"as", "with", "into", "onto"})
# phrases that link sentences, never a verb's argument: "(X, revolve for, instance)"
_DISCOURSE_PHRASES = frozenset(
    {("for", "instance"), ("for", "example"), ("in", "fact"), ("in", "addition"), ("in", "turn")}
    | {("in", "terms")}
    | {("in", "particular"), ("in", "general"), ("of", "course"), ("in", "short"), ("in", "sum")}
    | {("by", "contrast"), ("in", "contrast"), ("in", "comparison"), ("on", "balance")}
    | {("as", "result"), ("in", "recognition"), ("in", "response"), ("on", "behalf")}
)
# nouns that take a "to" complement the parser may hang on the verb ("gave a boost to X")
_TO_NOUNS = frozenset(
    {"twist", "boost", "contribution", "threat", "alternative", "solution", "answer", "blow"}
    | {"response", "reaction", "introduction", "tribute", "access", "end", "dimension", "touch"}
)
# feelings voiced about something: "expressed deep regret [at X's departure]" (v37)
_FEELINGS = frozenset(
    {"regret", "concern", "sadness", "sorrow", "anger", "dismay", "disappointment", "shock"}
    | {"frustration", "outrage", "sympathy", "condolences", "gratitude", "relief", "surprise"}
)
_FEELING_LINKS = frozenset({"at", "over", "about", "for", "with", "to", "on"})
# "played a major role [during X's success]": a role or part is always in something
_PARTS = frozenset({"role", "part"})
_CONTESTS = frozenset({"win", "triumph", "lose", "lead", "trail", "prevail", "edge"})
_ASKING = frozenset({"ask", "beg", "petition", "lobby", "press"})  # the request is the fact
# verbs that move their object somewhere: "took Mr X to a run-off" is no (A, take, Mr X)
_MOVING = frozenset({"take", "lead", "drive", "guide", "drag", "push"})  # not "sent an email to"
# verbs of going along with someone: "joined Mr Rush on a trip" is no (A, join, Mr Rush)
_JOINING = frozenset({"join", "accompany"})
_SAYING = frozenset(
    {"say", "tell", "tweet", "post", "write", "announce", "claim", "state", "add", "report"}
)
REMARK_VERBS = frozenset({"ask", "reply", "insist", "remark", "tweet"})  # "he asked in the Commons"
SETTING_PREPS = frozenset({"in", "at", "on", "during"})  # where or when a remark was made
_OBJECT_CONTROL = frozenset(
    {
        *("urge", "ask", "tell", "persuade", "encourage", "force", "allow", "order", "invite"),
        *("help", "enable", "require", "warn", "advise", "expect", "want", "call", "push"),
        *("pressure", "pressurise", "lead", "prompt", "compel", "permit", "instruct", "beg"),
        *("refuse", "forbid", "ban", "bar"),  # "refused ships [to dock]" (v37)
    }
)
# nouns that stand for something said before ("shell nouns"): "the problem" names nothing alone
_SHELL_NOUNS = frozenset(
    {
        *("problem", "issue", "matter", "situation", "moment", "subject", "topic", "question"),
        *("case", "fact", "idea", "point", "reason", "decision", "incident", "event", "episode"),
        *("process", "effort", "plan", "move", "step", "change", "affair", "proposal", "claim"),
        *("genre", "area", "aspect", "practice", "approach", "result", "outcome", "news"),
        *("crisis", "challenge", "task", "argument", "concern", "difficulty", "phenomenon"),
        *("trend", "circumstances", "scheme", "measure", "development", "work", "project"),
    }
)
_VAGUE_ADJECTIVES = frozenset(
    {"same", "whole", "main", "real", "key", "current", "latest", "final", "exact", "wider"}
)
WH_TAIL = "tail is a wh-clause"
_WH_WORDS = frozenset(
    {"how", "what", "why", "where", "when", "whether", "which", "who", "whom", "whose", "whatever"}
)
_WH_ADVERBS = frozenset({"exactly", "precisely", "just", "roughly", "approximately", "not", "or"})
_TAKES_TIME = frozenset({"spend", "serve", "last", "take", "need", "wait", "mark", "celebrate"})


def bare_object(verb: Any) -> Any | None:
    """The verb's direct object when it is a bare common noun (``vote``, ``his vote``), else None."""
    for child in verb.children:
        if child.dep_ not in {"dobj", "attr"}:
            continue
        allowed = {"det", "amod", "compound"} if child.pos_ == "PROPN" else {"det", "amod"}
        extra = [c for c in child.children if c.dep_ not in allowed and c.tag_ != "PRP$"]
        noun = child.pos_ in {"NOUN", "PROPN"} and child.is_alpha and len(child.text) > 2
        return child if noun and not extra else None
    return None


def _is_time(token: Any) -> bool:
    return token.ent_type_ in {"DATE", "TIME"}


def _numeric(token: Any) -> bool:
    return any(t.like_num or any(ch.isdigit() for ch in t.text) for t in token.subtree)


def prepositional_problem(verb: Any, prep: Any, agreement: bool) -> str | None:
    """Why a fact ``(subject, verb prep, object)`` would not stand alone, or None."""
    if agreement:
        return None
    others = [c for c in verb.children if c.i != prep.i]
    pobjs = [c for c in prep.children if c.dep_ == "pobj"]
    misread = _misread_phrase(verb, prep, pobjs, others)
    if misread is not None:
        return misread
    if any(c.dep_ in {"dobj", "attr"} for c in others) and bare_object(verb) is None:
        return "object left out of the relation"
    if any(c.dep_ in _CLAUSAL | {"oprd", "acomp", "parataxis"} for c in others):
        return "content left out"
    if verb.lemma_.lower() in _SAYING:
        return "content left out"  # "said in February (that) ...": what was said is the fact
    active = not any(c.dep_ == "auxpass" for c in others)
    if verb.lemma_.lower() in REMARK_VERBS and active and prep.lower_ in SETTING_PREPS:
        return "content left out"  # '"Is it a threat?" he asked in the Commons
    timed = bool(pobjs) and all(_is_time(p) for p in pobjs)
    if timed and prep.lower_ == "by" and any(c.dep_ == "auxpass" for c in others):
        return "deadline read as agent"  # "was won by the end of the year": by when, not by whom
    if timed and any(
        c.dep_ in {"advcl", "parataxis", "dative"} and not age_clause(c) for c in others
    ):
        return "time adjunct only"
    copula = verb.lemma_ == "be" and not any(c.dep_ in {"attr", "acomp"} for c in others)
    if copula and any(c.dep_ == "prep" for c in others):
        return "copula with several adjuncts"
    ends = {c.lower_ for c in others if c.dep_ == "prep"}
    if prep.lower_ in {"from", "to"} and ends & {"from", "to"} and any(map(_numeric, pobjs)):
        return "range split"  # "rose from £1,190 to £1,518"
    return prep_structure_problem(verb, prep)  # "close to X on Y", "is back as chair for Y"


def _misread_phrase(verb: Any, prep: Any, pobjs: list[Any], others: list[Any]) -> str | None:
    """A prepositional fact the parse built from a misread phrase: a discourse phrase, two
    objects run together, a coordinated verb of another voice, a margin with no contest."""
    if any((prep.lower_, p.lower_) in _DISCOURSE_PHRASES for p in pobjs):
        return "discourse phrase read as an argument"  # "For instance, X revolves around Y"
    if prep.lower_ in {"despite", "notwithstanding"}:  # v37: what happened in spite of it
        return "concession read as an argument"  # "(X, deliver despite, the early goal)"
    if any(c.dep_ == "dobj" and merged_double_object(verb, c) for c in others):
        return "two objects read as one"
    misread = misread_conjunct(verb)
    if misread is not None:
        return misread
    contest = verb.lemma_.lower() in _CONTESTS and prep.lower_ == "by" and prep.dep_ == "prep"
    active = not any(c.dep_ in {"auxpass", "dobj"} for c in others)  # "was led by two coaches"
    if contest and active and any(map(_numeric, pobjs)):
        return "margin without its contest"  # "triumphed by three strokes": won what?
    return None


def object_problem(verb: Any, obj: Any, agreement: bool) -> str | None:
    """Why a fact ``(subject, verb, direct object)`` would not stand alone, or None."""
    if not agreement and split_noun(obj):
        return "compound noun split"  # "used a fire extinguisher": no (.., use, a fire)
    if agreement or obj.dep_ != "dobj":
        return None
    misread = misread_conjunct(verb)  # "was signed and made captain": not (X, make, captain)
    if misread is not None:
        return misread
    gap = _object_gap(verb, obj)
    if gap is not None:
        return gap
    control = verb.lemma_.lower() in _OBJECT_CONTROL
    if any(
        c.i > obj.i
        and (
            c.dep_ == "ccomp"
            or (c.dep_ == "xcomp" and (control or not any(a.tag_ == "TO" for a in c.children)))
        )
        for c in verb.children
    ):
        return "content left out"  # "promised to stop young people leaving", "urged X to ..."
    if (
        obj.ent_type_ in {"DATE", "TIME"}
        and verb.lemma_.lower() not in _TAKES_TIME
        and not measured_time(obj)  # "started 10 days of national mourning"
    ):
        return "time as object"  # "the rules go back decades", "stood six years later"
    preps = {c.lower_ for c in verb.children if c.dep_ == "prep" and c.i > obj.i}
    if obj.lemma_.lower() in _TO_NOUNS and "to" in preps:
        return "object needs its complement"  # "provided a refreshing twist [to the myth]"
    if obj.lemma_.lower() in _FEELINGS and preps & _FEELING_LINKS:
        return "object needs its complement"  # "expressed deep regret [at his departure]"
    played = verb.lemma_.lower() in {"play", "take", "have"}  # not "left his role at X"
    if played and obj.lemma_.lower() in _PARTS and preps & {"in", "during", "at", "on"}:
        return "object needs its complement"  # "played a major role [during X's success]"
    asking = verb.lemma_.lower() in _ASKING and bool(preps & {"for", "about"})  # "asked X for help"
    asking = asking or (verb.lemma_.lower() in _MOVING and "to" in preps)  # "took X to a run-off"
    asking = asking or (verb.lemma_.lower() in _JOINING and _joined_in(verb, obj))  # "on a trip"
    if (asking or preps & _COMPLETING) and not _numeric(obj):
        return "object needs its complement"  # "used Brussels as a backdrop"
    bare = obj.pos_ == "NOUN" and not any(True for _ in obj.children)
    if bare and preps:
        return "object needs its complement"  # "draw inspiration from ...", "take readers on ..."
    return None


def _object_gap(verb: Any, obj: Any) -> str | None:
    """Why the object alone leaves a gap: two objects merged (``sent the presenter letters``:
    to whom, and what), a ``from`` gerund it needs (``stopped 40 drivers from renewing``), or
    what a person was asked or told (``asks the BBC's Tom Lee``)."""
    if merged_double_object(verb, obj):
        return "two objects read as one"
    gap = from_gerund_after(verb, obj) or bare_address(verb, obj)
    return "content left out" if gap else None


def _joined_in(verb: Any, obj: Any) -> bool:
    """Whether ``joined X`` goes on with what X was joined in (``on a trip``, ``in the
    race``), not a time (``in 2019``)."""
    for child in verb.children:
        if child.dep_ != "prep" or child.i < obj.i or child.lower_ not in {"on", "in"}:
            continue
        objects = [g for g in child.children if g.dep_ == "pobj"]
        timed = any(t.ent_type_ in {"DATE", "TIME"} or t.like_num for t in child.subtree)
        if objects and not timed:
            return True  # not "in 2012", even one the parser ran into an aside
    return False


def split_noun(obj: Any) -> bool:
    """Two objects of one verb side by side, common nouns, the second bare (``a fire`` +
    ``extinguisher``): one compound noun the parse split in two."""
    objects = {"dobj", "oprd", "attr", "dative"}
    doc = obj.doc
    for other in (
        doc[obj.i - 1] if obj.i > 0 else None,
        doc[obj.i + 1] if obj.i + 1 < len(doc) else None,
    ):
        if other is None or other.head.i != obj.head.i or other.dep_ not in objects:
            continue
        first, second = sorted((obj, other), key=lambda t: t.i)
        if second.left_edge.i != second.i:
            continue
        if obj.pos_ == other.pos_ == "NOUN":
            return True
        if _name_modifier(first, second):
            return True  # "stabbed Cambridge University graduates": no (.., stab, Cambridge University)
    return False


def _name_modifier(first: Any, second: Any) -> bool:
    """A name (no person's) right before a lower-case noun, both read as objects: the name
    qualifies the noun (``Cambridge University graduates``)."""
    return (
        first.pos_ == "PROPN"
        and first.ent_type_ != "PERSON"
        and second.pos_ in {"NOUN", "VERB"}
        and second.text.islower()
        and bool(first.whitespace_)
    )


def head_problem(head: str, is_entity: bool) -> str | None:
    """Why a prose fact's head does not name one thing on its own, or None."""
    words = head.split()
    if not words:
        return "empty or pronoun"
    of_whom = words[2].lower() if len(words) > 2 and words[1].lower() == "of" else ""
    if words[0].lower() in _QUANTIFIERS and of_whom in {"them", "us", "these", "those"}:
        return "head is a fragment"  # "some of them", not "Some of Ann's works"
    if words[0].lower() in {"almost", "nearly", "none", "no", "neither", "similar"}:
        return "head is a fragment"
    if words[0].lower() in {"his", "her", "its", "their", "my", "our", "your"}:
        return "head is a fragment"  # an unresolved possessive: whose?
    if words[0].lower() in {"a", "an"} and not is_entity:
        return "head is indefinite"  # "a British officer": which one?
    if len(words) > 1 and words[0].lower() in _SENTENCE_ADVERBS:
        return "head is a fragment"  # "Broadly TfL has to make savings": the sentence's adverb
    titled = len(words) > 1 and re.sub(r"['’]s?$", "", words[1]).lower() in _TITLED_DAYS
    if len(words) > 1 and words[0] in WEEKDAYS and words[1][:1].isupper() and not titled:
        return "head is a fragment"  # "China said Sunday China issued ...": not "Sunday Times"
    group = words[0].endswith("s") and words[0].lower()[:-1] in PERSON_NOUNS
    if group and len(words) > 1 and words[1][:1].isupper():
        return (
            "head is a fragment"  # "Campaigners Doug Paulley, Jean Eveleigh and ...": one of a list
        )
    if _DATE_HEAD.match(head) and (re.search(r"\d", head) or words[-1] in WEEKDAYS):
        return "head is a date"  # "As recently as 9 May, a tanker ...": the parse's subject
    if "," in head and not is_entity:
        return "head is a fragment"
    return idiom_head_problem(head)  # "charge of the X Unit", "two other students"


def tail_problem(head: str, tail: str) -> str | None:
    """Why a prose fact's tail does not stand on its own, or None."""
    if re.search(rf"(?<!\w){re.escape(tail.lower())}(?!\w)", head.lower()):
        return "tail repeats the head"
    if caption_tail_problem(tail):
        return CAPTION  # "Harry Kane (Spurs) right footed shot from ..."
    words = tail.split()
    if len(words) > 1 and words[-1].lower() in {"later", "earlier", "before", "after"}:
        return "tail not self-contained"  # "six years later": later than what?
    named = any(w[:1].isupper() or any(ch.isdigit() for ch in w) for w in words[1:])
    if words[0].lower() in _DEICTIC and not named:
        return "tail not self-contained"
    if len(words) == 2 and words[0].lower() in _BARE_POSSESSIVE and not named:
        return "tail not self-contained"
    if _wh_phrase(words):
        return WH_TAIL  # "exactly how many books": no value, a question
    return "vague tail" if _shell_phrase(words) else None


def _wh_phrase(words: list[str]) -> bool:
    """A phrase that opens with a wh-word, after an adverb or so (``how many books``, ``exactly
    what he knew``, ``whether it was legal``): a question or clause, not a value."""
    lower = [w.lower().strip("\"'“‘") for w in words]
    while len(lower) > 1 and lower[0] in _WH_ADVERBS:
        lower = lower[1:]
    return lower[0] in _WH_WORDS


def _shell_phrase(words: list[str]) -> bool:
    """``the problem``, ``the same issues``: a definite shell noun with nothing that says which."""
    lower = [w.lower() for w in words]
    if lower[0] not in {"the", "this", "that", "these", "those"} or len(lower) > 3:
        return False
    noun = lower[-1][:-1] if lower[-1].endswith("s") and lower[-1] != "news" else lower[-1]
    middle = lower[1:-1]
    return (noun in _SHELL_NOUNS or lower[-1] in _SHELL_NOUNS) and all(
        w in _VAGUE_ADJECTIVES for w in middle
    )


def dated_object(verb: Any, pobjs: list[Any]) -> str | None:
    """The verb's whole object phrase, when a date or time hangs off a verb whose object is more
    than a bare noun and the phrase is short enough to carry in the relation: ``became part of
    Scotland in 1472`` gives ``(.., become part of Scotland in, 1472)``; else None."""
    if not pobjs or not all(_is_time(p) for p in pobjs):
        return None
    objects = [c for c in verb.children if c.dep_ in {"dobj", "attr", "oprd"}]
    if len(objects) != 1 or any(p.i in {t.i for t in objects[0].subtree} for p in pobjs):
        return None  # "spent the past year investigating": the time is the object itself
    if merged_double_object(verb, objects[0]):
        return None  # "sent the presenter letters for six years": no object to carry
    tokens = sorted(objects[0].subtree, key=lambda t: t.i)
    clausal = {"relcl", "acl", "ccomp", "advcl", "appos", "conj", "cc"}
    if len(tokens) > 6 or any(
        t.dep_ in clausal or t.pos_ == "PRON" or (t.pos_ == "PUNCT" and not word_hyphen(t))
        for t in tokens
    ):  # "collapsed power-sharing in February 2022": a hyphen inside a word is no stop
        return None
    return str(verb.doc[tokens[0].i : tokens[-1].i + 1].text)
