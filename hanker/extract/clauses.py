"""The status of a clause: is what it says asserted, reported by someone, or not asserted at all?

A fact may only come from an assertive clause. :func:`clause_status` reads a verb's clause and
its governors in the parse and returns one of:

* ``asserted`` (a plain statement; negation is kept in the relation);
* ``reported`` with the speaker: the clause is the complement of a verb of saying or
  believing (``Police said the man was arrested in Leeds``), or the sentence says
  ``according to X``: the fact is kept, attributed to the speaker;
* a drop reason: ``question``, ``conditional`` (``if``/``unless`` clauses and what depends on
  them), ``hypothetical`` (``could``, ``might``, ``would``, ... and complements of ``hope``,
  ``want``, ``plan``, ...), ``prediction`` (``will``, ``shall``: what is to come is no fact
  yet), ``quoted speech`` (inside quotation marks with no speaker found),
  ``unattributed claim`` (a reported clause whose speaker is a pronoun or missing),
  ``not known or not stated`` (clauses.v4: the complement of a negated verb or of
  ``unclear``/``unknown``: ``It is not mentioned how many books X has written``).

``clauses.v9``: a claim framed by a copula (``The prosecution case is that X ...``, ``Her
argument was that ...``) is its owner's or no one's, and what a court or jury heard is
evidence put to it, not a fact (:func:`hanker.extract.reported_clauses.claim_frame`).
``not done yet`` (``X is yet to put an offer``, ``has yet to``, ``almost`` or ``nearly`` on the verb); ``can`` is a modal like ``could`` (``Readers can follow X``, ``Any MSP can be nominated``:
a possibility, no event).
``clauses.v8``: ``mention``, ``recall``, ``stress``, ``emphasise``, ``observe``, ``remark`` and
``indicate`` report their clause as ``say`` does ("X has mentioned in interviews that he has
faced writer's block": X's claim, not a fact).
``clauses.v7``: a relative clause set off by commas (``X, which came in a series of tweets,``)
is the writer's aside: no reporting verb or ``according to`` around it attributes it.
``clauses.v6``: a ``that`` clause the parser hangs on a noun under a verb of saying is what
was said (:mod:`hanker.extract.content_clauses`).
``clauses.v5``: ``obligation`` (``must``: what someone must do is not done yet); the subject
of a passive verb of saying is no speaker (``X and Y are said to have acted as spotters``: an
unattributed claim), its agent is (``X is thought to be`` keeps its reading).
``clauses.v4``: a reporting verb in a subordinate clause (``after a committee accused him``)
reports nothing of its main clause.

Modal and conditional clauses are left alone in agreements (``The Buyer may terminate ...`` is
a term of the contract, not a hypothesis): the caller says so with ``agreement=True``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from hanker.extract import clause_marks
from hanker.extract.content_clauses import content_frame
from hanker.extract.reported_clauses import (
    according_to,
    claim_frame,
    final_tag,
    finding_report,
    finding_verb,
    speaker_tag,
    writer_aside,
)
from hanker.extract.unstated_facts import hedged_predicate
from hanker.text.name_spans import appositive_name

CLAUSES_VERSION = "clauses.v9"

REPORTING = frozenset(
    [
        "say",
        "tell",
        "claim",
        "allege",
        "report",
        "add",
        "state",
        "insist",
        "argue",
        "believe",
        "think",
        "suggest",
        "deny",
        "warn",
        "announce",
        "confirm",
        "explain",
        "write",
        "testify",
        "admit",
        "accuse",
        "acknowledge",
        "estimate",
        "assert",
        "maintain",
        "contend",
        "reveal",
        "disclose",
        "note",
        "post",
        "tweet",
        "told",
        "said",
        # clauses.v8: verbs that report a clause as much as "say" does
        "mention",
        "recall",
        "stress",
        "emphasise",
        "emphasize",
        "observe",
        "remark",
        "indicate",
    ]
)
NON_ASSERTIVE = frozenset(
    [
        "hope",
        "want",
        "wish",
        "expect",
        "plan",
        "intend",
        "fear",
        "doubt",
        "ask",
        "wonder",
        "question",
        "consider",
        "propose",
        "seek",
        "try",
        "attempt",
        "aim",
        "threaten",
        "promise",
        "pledge",
        "vow",
        "urge",
        "imagine",
        "pretend",
        "dream",
        "demand",
        "infer",
        "assume",
        "presume",
        "speculate",
        "guess",
        "suppose",
        "seem",
        "appear",
        # what these keep from happening did not happen ("helped prevent Russia gaining
        # control of the skies", spacy-patterns.v40)
        *("prevent", "stop", "block", "bar", "forbid", "prohibit", "deter", "avoid"),
    ]
)
_MODALS = frozenset({"could", "might", "may", "would", "should", "ought", "can", "ca"})
_OBLIGATION = frozenset({"must"})
_FUTURE = frozenset({"will", "'ll", "wo", "shall"})  # "wo" of "won't"
UNSTATED = "not known or not stated"
_PRESUPPOSING = frozenset({"why", "when", "where", "how"})
_KNOWING = frozenset(
    {
        *("know", "mention", "specify", "reveal", "disclose", "confirm", "establish"),
        *("determine", "indicate", "detail", "record", "document", "clarify", "clear"),
    }
)
_UNKNOWN = frozenset({"unclear", "unknown", "uncertain", "unconfirmed", "undisclosed"})
_SAYING_VERBS = frozenset({"say", "said", "allege", "claim", "report", "accuse", "tell", "told"})
_POINTING = frozenset({"this", "that", "these", "those"})
_PRONOUN_SPEAKERS = frozenset(
    {"he", "she", "it", "they", "i", "we", "you", "who", "which", "that", "this", "one", "someone"}
    | {"him", "her", "them", "us", "me", "whom"}  # "according to him": no one named
)


def _pronoun(token: Any) -> bool:
    """A pronoun speaker, not an acronym that spells one (``US``)."""
    acronym = len(token.text) > 1 and token.text.isupper()
    return token.lower_ in _PRONOUN_SPEAKERS and not acronym


def word_forms(token: Any) -> set[str]:
    """The token's lemma and the bare forms its inflection may hide (the small models'
    lemmatizer misses some: ``hopes`` -> ``hop``)."""
    lower = token.lower_
    forms = {token.lemma_.lower(), lower}
    for suffix, repl in (("s", ""), ("es", ""), ("ed", ""), ("d", ""), ("ing", ""), ("ing", "e")):
        if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
            forms.add(lower[: -len(suffix)] + repl)
    return forms


def is_reporting(token: Any) -> bool:
    """A verb of saying or believing (``said``, ``told``, ``believes``)."""
    return bool(word_forms(token) & REPORTING)


@dataclass(frozen=True)
class ClauseStatus:
    """``kind`` is ``asserted``, ``reported`` or a drop reason; ``speaker`` for reported clauses."""

    kind: str
    speaker: str = ""
    self_claim: bool = False  # the content proper of its speaker's saying: keeps the source

    @property
    def kept(self) -> bool:
        """Whether a fact of this clause may be stored (asserted, or reported with its speaker)."""
        return self.kind in {"asserted", "reported"}


def _speaker(verb: Any, text_of: Any, passive: bool = True) -> str:
    """Who says: the active subject, or a passive's agent (``X is said by police to ...``);
    the subject of a passive saying is what is said about (``X and Y are said to have ...``);
    ``passive=False``: never a passive subject (``It was revealed that ...``: no one named)."""
    saying = bool(word_forms(verb) & _SAYING_VERBS) or not passive  # "X is thought to be"
    subjects = [
        c for c in verb.children if c.dep_ == "nsubj" or (c.dep_ == "nsubjpass" and not saying)
    ]
    if not subjects:
        agents = [c for c in verb.children if c.dep_ == "agent"]
        subjects = [c for a in agents for c in a.children if c.dep_ == "pobj"]
    return _named(subjects[0], text_of) if subjects else ""


def _chain(verb: Any, scope: bool = False) -> list[Any]:
    """The verb and its governors up to the sentence root; ``scope``: only through clauses that
    share its modality (``conj``, ``xcomp``, ``ccomp``), not relative or adverbial clauses."""
    out = [verb]
    while out[-1].head.i != out[-1].i and len(out) < 12:
        if scope and out[-1].dep_ not in {"conj", "xcomp", "ccomp"}:
            break
        out.append(out[-1].head)
    return out


def _modal_status(verb: Any) -> ClauseStatus | None:
    """Conditional or hypothetical when the verb's own clause chain is under if/unless or a modal."""
    for link in _chain(verb, scope=True):
        if link.pos_ not in {"VERB", "AUX"} and link is not verb:
            continue
        if clause_marks.conditional_link(link):
            return ClauseStatus("conditional")
        if clause_marks.comparison_link(link):
            return ClauseStatus("hypothetical")  # "felt like he had been stabbed"
        if any(c.dep_ == "aux" and c.lower_ in _MODALS for c in link.children):
            return ClauseStatus("hypothetical")
        if any(c.dep_ == "aux" and c.lower_ in _OBLIGATION for c in link.children):
            return ClauseStatus("obligation")  # "It stated she must repaint it": not done
        if any(c.dep_ == "aux" and c.lower_ in _FUTURE for c in link.children):
            return ClauseStatus("prediction")  # "the Senate, which will pose new hurdles"
        if clause_marks.yet_to(link):
            return ClauseStatus("not done yet")  # "X is yet to put an offer on the table"
        if any(c.dep_ == "advmod" and c.lower_ in {"almost", "nearly"} for c in link.children):
            return ClauseStatus("not done yet")  # "almost had Marsh held at short leg"
    return None


def _claim(speaker: str, self_claim: bool = False) -> ClauseStatus:
    if not speaker:
        return ClauseStatus("unattributed claim")
    return ClauseStatus("reported", speaker, self_claim)


def _embedding_status(verb: Any, text_of: Any) -> ClauseStatus | None:
    """Hypothetical or reported when a governing verb embeds the clause (hope that, said that)."""
    chain = _chain(verb)
    asides = [link for link in chain if writer_aside(link, link.head)]  # ", which came in ...,"
    chain = chain[: chain.index(asides[0]) + 1] if asides else chain
    if any(i.dep_ in {"ccomp", "csubj"} and hedged_predicate(o) for i, o in pairwise(chain)):
        return ClauseStatus("hypothetical")  # "It is possible that X said ...": unstated_facts
    for inner, outer in pairwise(chain):
        content = _content_status(inner, text_of)  # "claimed in an interview that ..."
        if content is not None:
            return content
        if inner.dep_ not in {"ccomp", "xcomp", "parataxis"} and not (
            inner.dep_ == "conj" and inner.head.dep_ in {"ccomp"}
        ):
            continue
        if inner.dep_ == "ccomp" and unknown_content(outer, inner):
            return ClauseStatus(UNSTATED)  # "It is not known how many books X has written"
        claimed, claimant = claim_frame(outer, inner)
        if claimed:  # "The prosecution case is that ...", "The court heard that ..."
            return _claim(re.sub(r"\s*['’]s?$", "", _named(claimant, text_of)))
        if word_forms(outer) & NON_ASSERTIVE and inner.dep_ != "xcomp":
            return ClauseStatus("hypothetical")
        if is_reporting(outer) or finding_report(outer, inner):
            if not is_reporting(outer):  # "X said evidence showed ...": X's claim
                status = _embedding_status(outer, text_of)
                if status is not None and status.kind in {"reported", "unattributed claim"}:
                    return status
            passive = inner.dep_ == "xcomp"  # "X is thought to be": said of X, not by X
            links = chain[: chain.index(inner) + 1]  # "X said X had ...": X's claim all the same
            proper = all(link.dep_ in {"ccomp", "conj", "parataxis"} for link in links)
            return _claim(_speaker(outer, text_of, passive), proper)
    return _tag_status(verb, chain, text_of)


def _content_status(clause: Any, text_of: Any) -> ClauseStatus | None:
    """A ``that`` clause the parser hung on a noun in the clause of a verb of saying: reported
    by that verb's speaker (:mod:`hanker.extract.content_clauses`)."""
    frame = content_frame(clause)
    saying = frame[1] if frame is not None else None
    if saying is not None and is_reporting(saying):
        return _claim(_speaker(saying, text_of))
    return None


def _saying_or_finding(token: Any) -> bool:
    return is_reporting(token) or finding_verb(token)


def _named(who: Any, text_of: Any) -> str:
    """The speaker token's phrase; empty for no token or a pronoun."""
    if (
        who is None
        or _pronoun(who)
        or any(c.dep_ == "det" and c.lower_ in _POINTING for c in who.children)
    ):
        return ""  # "That inquiry found ...": a speaker only the passage names
    name = appositive_name(who) if who.pos_ == "NOUN" else None  # "The company, Yallourn ..."
    if name is not None:
        return str(text_of(name))
    return str(text_of(who))


def _tag_status(verb: Any, chain: list[Any], text_of: Any) -> ClauseStatus | None:
    """Reported when a speaker tag reports the clause (``X died on Friday, the charity said``,
    :func:`hanker.extract.reported_clauses.speaker_tag`), the tag's own subject its speaker."""
    for link in chain:  # the saying hangs off the clause
        for child in link.children:
            marks = [m.lower_ for m in child.children if m.dep_ == "mark"]  # "after X accused"
            accord = marks == ["as"] and not any(
                c.dep_ in {"dobj", "ccomp"} for c in child.children
            )
            if (
                child.dep_ in {"parataxis", "advcl"}
                and _saying_or_finding(child)
                and (not marks or accord)  # "As X said in May, ..." (spacy-patterns.v37)
            ):
                tag, who = speaker_tag(child)  # not "..., X has been revealed as Y"
                if tag and (child.i > verb.i or _named(who, text_of) or _set_off(child) or accord):
                    return _claim(_named(who, text_of))
    tag, who = final_tag(verb, _saying_or_finding)  # "..., an audit by X found."
    return _claim(_named(who, text_of)) if tag else None


def _set_off(tag: Any) -> bool:
    """A speaker tag between commas inside its clause (``His novels, they note, strike ...``,
    ``spacy-patterns.v36``): its speaker owns the clause, named or not."""
    doc = tag.doc
    words = [t.i for t in tag.subtree if not t.is_punct]
    first, last = min(words), max(words)
    before = doc[first - 1].text if first > 0 else ""
    after = doc[last + 1].text if last + 1 < len(doc) else ""
    return tag.dep_ == "parataxis" and before == "," and after == ","


def _own_act(verb: Any, status: ClauseStatus | None, text_of: Any) -> ClauseStatus | None:
    """A verb of saying whose subject is the speaker of the claim around it (``X said ..., and
    X accused Y of ...``) is the speaker's own act, seen by the writer: no ``according to``."""
    if status is None or status.kind != "reported" or not is_reporting(verb):
        return status
    own = _speaker(verb, text_of, passive=False) == status.speaker
    return ClauseStatus("reported", status.speaker) if own else status


def unknown_content(verb: Any, clause: Any) -> bool:
    """Whether ``verb`` says the content of its complement ``clause`` is not known or not
    stated: a negated verb of knowing or saying (``It is not mentioned how many ...``, ``The
    report did not say that ...``) or ``unclear``/``unknown``. A clause asked about only for
    its reason, time, place or manner (``It is unclear why he fled to X``) still holds."""
    if any(c.dep_ == "advmod" and c.lower_ in _PRESUPPOSING for c in clause.children):
        return False
    negated = any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children)
    if negated and (word_forms(verb) & _KNOWING or is_reporting(verb)):
        return True
    return any(c.dep_ == "acomp" and c.lower_ in _UNKNOWN for c in verb.children)


def clause_status(verb: Any, text_of: Any, agreement: bool = False) -> ClauseStatus:
    """The status of ``verb``'s clause; ``text_of(token)`` gives a speaker token's phrase."""
    if verb.sent.text.rstrip().rstrip("\"'”’)").endswith("?"):
        return ClauseStatus("question")
    modal = None if agreement else _modal_status(verb)  # "may", "shall" are contract terms
    if modal is not None and modal.kind != "prediction":
        return modal
    embedded = _own_act(verb, _embedding_status(verb, text_of), text_of)
    if agreement and embedded is not None and embedded.self_claim:
        embedded = ClauseStatus(embedded.kind, embedded.speaker)  # a party's warranty: a term
    if embedded is not None and (modal is None or embedded.kind == "hypothetical"):
        return embedded  # "hopes that X will buy": the hope, not the prediction
    if modal is not None:
        return modal
    according, source = according_to(verb)  # not one inside a clause the verb governs
    if according:
        return _claim(_named(source, text_of))  # "according to him": no one named
    if clause_marks.in_quotes(verb):
        return ClauseStatus("quoted speech")
    return ClauseStatus("asserted")
