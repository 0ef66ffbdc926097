"""Reported clauses: which verbs report the clause they govern, which clauses are speaker tags,
and which sentences are the inside of a quotation opened in an earlier sentence.

A fact from a reported clause is kept only with its own speaker (:mod:`hanker.extract.clauses`
writes ``... (according to X)``) or dropped; this module gives the three phenomena that
decide it and that the verbs of saying alone miss:

* verbs of finding and showing (``An audit found that X was ...``, ``Figures indicate that
  ...``, ``..., the survey concluded``) report a finite clause just as ``say`` does; a
  participle they govern is a perception, not a claim (``Footage shows him running ...``);
* a speaker tag (``..., the agency said``) has no content of its own: a clause of saying that
  hangs off the main clause but has its own complement (``..., the band has been revealed as
  X``) is a separate statement, not the main clause's source; and the speaker of a tag is its
  active subject or its passive's agent, never the passive subject (``..., it was reported``:
  no one named);
* a sentence that starts inside a quotation opened in an earlier sentence of the passage and
  does not close it is a piece of someone's speech whose speaker stands in another sentence
  (``"They refused. So now the firm has to pay ...``): none of its clauses is asserted;
* ``according to X`` reports the clause it stands in and what that clause governs, not a
  main clause above it (``X, who is one of ... according to Y, bought Z``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.extract.modifier_checks import IDEA_NOUNS

REPORTED_CLAUSES_VERSION = "reported-clauses.v2"

FINDING = frozenset(
    {
        *("find", "show", "indicate", "conclude", "demonstrate", "imply", "signal"),
        *("calculate", "hint", "stress", "emphasise", "emphasize", "concede", "recall"),
        *("reckon", "observe", "remark", "highlight", "predict", "forecast", "project"),
        # spacy-patterns.v42: verbs of judging, whose finding is their subject's claim
        *("determine", "rule", "judge", "deduce", "assess", "establish"),
    }
)
# a complement of the tag's own: the tag is a statement, not the main clause's source
_OWN_CONTENT = frozenset({"ccomp", "xcomp", "attr", "acomp", "oprd", "csubj"})
_BELIEF_NOUNS = frozenset(
    {
        *("theory", "picture", "suspicion", "hunch", "belief", "impression", "hypothesis"),
        *("view", "scenario", "narrative", "assumption", "profile", "image", "idea"),
    }
)
_BARE_NOT = frozenset({"aux", "auxpass", "nsubj", "nsubjpass"})  # what a bare participle lacks
_TELLING = frozenset({"tell", "told", "inform", "assure", "brief", "remind"})
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
_OPENING = frozenset({"“"})
_CLOSING = frozenset({"”"})
_STRAIGHT = '"'
INSIDE_QUOTATION = "inside a quotation"
MAX_CARRIED_SENTENCES = 3  # a quotation left open longer is more likely a stray mark


def finite_clause(clause: Any) -> bool:
    """A clause with a finite verb (``that X was``, ``X had been``), not a bare participle or
    infinitive (``him running``, ``to be``)."""
    if clause.tag_ in _FINITE_TAGS:
        return True
    return any(c.dep_ in {"aux", "auxpass"} and c.tag_ in _FINITE_TAGS for c in clause.children)


def finding_verb(token: Any) -> bool:
    """A verb of finding or showing, by its lemma (``found`` of ``find``, not ``founded``)."""
    return token.lemma_.lower() in FINDING and token.pos_ in {"VERB", "AUX"}


def finding_report(verb: Any, clause: Any) -> bool:
    """Whether a verb of finding or showing reports ``clause``: the clause is its finite
    complement (``found that X was``), not a perceived event (``shows him running``) or an
    object."""
    if not finding_verb(verb):
        return False
    if any(c.dep_ in {"dobj", "dative"} for c in clause.head.children):
        return False  # "found themselves in trouble", "showed the moment X took place"
    if _believer(clause.head):
        return False  # "a theory that showed X was ...": a belief (self_contained drops it)
    if clause.dep_ == "conj":
        clause = clause.head
    return clause.dep_ in {"ccomp", "parataxis"} and finite_clause(clause)


# what a copula's subject may frame as a claim: the idea nouns ("The claim is that ...", "The
# hope is that ...") and a party's case or position
_CLAIM_NOUNS = IDEA_NOUNS | {"case", "position", "complaint"}
_HEARING_BODIES = frozenset({"court", "jury", "inquest", "tribunal", "hearing", "trial"})


def claim_frame(verb: Any, clause: Any) -> tuple[bool, Any]:
    """Whether ``verb`` frames its complement ``clause`` as a claim that no one asserts here, and
    the claimant token (None when none is named) (``reported-clauses.v2``):

    * a copula whose subject is a claim ("The prosecution case is that X killed Y", "Her
      argument was that ..."): the claimant is the noun's possessor;
    * "The court/jury/inquest heard that X ...": evidence put to a court, not its finding."""
    if clause.dep_ != "ccomp":
        return False, None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects:
        return False, None
    noun = subjects[0].lemma_.lower()
    if verb.lemma_.lower() == "hear":
        return noun in _HEARING_BODIES, None
    if verb.lemma_.lower() != "be" or noun not in _CLAIM_NOUNS:
        return False, None
    owners = [c for c in subjects[0].children if c.dep_ == "poss"]
    return True, (owners[0] if owners else None)


def _believer(verb: Any) -> bool:
    """The subject of a verb of showing is a picture, theory or suspicion (or a relative
    pronoun of one): what it shows is a belief, not a source's report."""
    for subject in (c for c in verb.children if c.dep_ == "nsubj"):
        noun = (
            verb.head if subject.lower_ in {"that", "which"} and verb.dep_ == "relcl" else subject
        )
        if noun.lemma_.lower() in _BELIEF_NOUNS:
            return True
    return False


def speaker_tag(verb: Any) -> tuple[bool, Any]:
    """Whether ``verb`` (a verb of saying hung off a clause: ``..., the agency said``) is a
    speaker tag, and its speaker token (None when no one is named). A verb with a complement
    of its own (``..., X has been revealed as Y``) is no tag: it says something else."""
    children = list(verb.children)
    if any(c.dep_ in _OWN_CONTENT for c in children):
        return False, None
    if verb.tag_ == "VBN" and not any(c.dep_ in _BARE_NOT for c in children):
        return False, None  # "..., ruled by King X": a participle of a noun, no one speaks
    if any(c.dep_ == "prep" and c.lower_ == "as" for c in children):
        return False, None
    telling = verb.lemma_.lower() in _TELLING or verb.lower_ in _TELLING
    if not telling and any(c.dep_ == "dobj" for c in children):
        return False, None
    subjects = [c for c in children if c.dep_ == "nsubj"]
    if not subjects:  # a passive tag: only its agent names the speaker
        agents = [c for c in children if c.dep_ == "agent"]
        subjects = [p for a in agents for p in a.children if p.dep_ == "pobj"]
    return True, (subjects[0] if subjects else None)


def _mark_kind(text: str, at: int) -> str:
    """``open`` or ``close`` for the quotation mark at ``text[at]``."""
    char = text[at]
    if char in _OPENING:
        return "open"
    if char in _CLOSING:
        return "close"
    before = text[at - 1] if at > 0 else " "
    after = text[at + 1] if at + 1 < len(text) else " "
    if (before.isspace() or before in "([—–-") and not after.isspace():
        return "open"
    return "close"


def quoted_elsewhere(sentences: Sequence[str]) -> list[bool]:
    """For each sentence of a passage, whether it lies wholly inside a quotation opened in an
    earlier sentence: it starts inside one (a mark left open before it, within
    :data:`MAX_CARRIED_SENTENCES`) and has no quotation mark of its own."""
    out: list[bool] = []
    inside, carried = False, 0
    for text in sentences:
        marks = [i for i, ch in enumerate(text) if ch in _OPENING or ch in _CLOSING or ch == '"']
        out.append(inside and not marks and carried < MAX_CARRIED_SENTENCES)
        carried = carried + 1 if inside and not marks else 0
        for at in marks:
            inside = _mark_kind(text, at) == "open"
        if inside and marks:
            carried = 0
    return out


_TAG_END = frozenset({".", "!", '"', "”", "’", "'", ")"})
MAX_TAG_TOKENS = 14


def final_tag(verb: Any, saying: Any) -> tuple[bool, Any]:
    """Whether a sentence-final speaker tag after a comma (``..., an audit by X found.``, ``...,
    officials said on Friday.``) reports ``verb``'s clause, read from the words when the parse
    hangs the tag anywhere (as a relative clause of the last noun); with its speaker token
    (None when the tag names no one: ``..., it was reported``). ``saying(token)`` tells a verb
    of saying or finding."""
    words = [t for t in verb.sent if not t.is_space]
    while words and words[-1].text in _TAG_END:
        words.pop()
    commas = [k for k, t in enumerate(words) if t.text == ","]
    if not commas or words[commas[-1]].i < verb.i:
        return False, None
    tail = words[commas[-1] + 1 :]
    verbs = [
        t
        for t in tail
        if t.pos_ == "VERB" or (t.pos_ == "AUX" and t.dep_ not in {"aux", "auxpass"})
    ]
    if not tail or len(tail) > MAX_TAG_TOKENS or len(verbs) != 1 or not saying(verbs[0]):
        return False, None
    tag = verbs[0]
    before = {t.i for t in tail if t.i < tag.i and t.dep_ not in {"aux", "auxpass", "neg"}}
    after = [t for t in tail if t.i > tag.i]
    if any(t.lower_ in {"that", "as", "if", "whether"} for t in after):
        return False, None
    telling = tag.lemma_.lower() in _TELLING or tag.lower_ in _TELLING
    if any(c.dep_ in _OWN_CONTENT or (c.dep_ == "dobj" and not telling) for c in tag.children):
        return False, None  # "..., which she denied": the tag's own object
    if any(c.dep_ == "neg" for c in tag.children):
        return False, None  # "..., its date is not determined": a statement, no source
    subjects = [c for c in tag.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or subjects[0].tag_ in {"WDT", "WP", "WP$"} or subjects[0].lower_ == "that":
        return False, None  # "..., that tells of her childhood": a relative clause
    if {t.i for t in subjects[0].subtree} != before:
        return False, None  # the words before the verb are its subject and nothing else
    if subjects[0].dep_ == "nsubjpass":
        agents = [p for a in tag.children if a.dep_ == "agent" for p in a.children]
        return True, (agents[0] if agents else None)  # "..., it was reported"
    return True, subjects[0]


def spoken_sentences(chunks: Sequence[Any], stats: Any) -> list[tuple[int, int, Any]]:
    """``(chunk index, sentence index, sentence)`` of every sentence of ``chunks`` that is not
    wholly inside a quotation opened in an earlier sentence (:func:`quoted_elsewhere`); each
    one left out is counted in ``stats`` as ``inside a quotation``."""
    out = []
    for ci, chunk in enumerate(chunks):
        quoted = quoted_elsewhere([s.text for s in chunk.sentences])
        for si, sentence in enumerate(chunk.sentences):
            if quoted[si]:
                stats.drop(INSIDE_QUOTATION)
            else:
                out.append((ci, si, sentence))
    return out


_SOURCE_MARKERS = frozenset({("according", "to"), ("as", "per")})  # "as per the reports": the same


def _according_pobj(token: Any) -> Any:
    """The source of ``according to X`` (``as per X``): the object of ``to`` however the parse
    hangs it."""
    to = token.doc[token.i + 1]
    pobj = next((c for c in to.children if c.dep_ == "pobj"), None)
    pobj = pobj or next((c for c in token.children if c.dep_ == "pobj"), None)
    if pobj is None:
        pobj = next((c for g in token.children for c in g.children if c.dep_ == "pobj"), None)
    return pobj


_TEXT_NOUNS = frozenset({"detail", "information", "text", "passage", "excerpt", "document"})
_GIVEN = frozenset({"provide", "give", "above", "available", "this"})


def self_reference(source: Any) -> bool:
    """Whether the source of ``according to``/``as per`` is the text itself (``the provided
    details``, ``the information given``, ``this passage``), which attributes nothing."""
    if source.lemma_.lower() not in _TEXT_NOUNS:
        return False
    return any(t.lemma_.lower() in _GIVEN for t in source.subtree if t.i != source.i)


def _clause_of(token: Any) -> Any:
    """The verb heading the clause a token stands in (the root when none)."""
    link = token.head
    for _ in range(24):
        if link.pos_ in {"VERB", "AUX"} or link.head.i == link.i:
            return link
        link = link.head
    return link


def according_to(verb: Any) -> tuple[bool, Any]:
    """Whether an ``according to X`` of the sentence reports ``verb``'s clause, and its source
    token (None when the parse gives none). The phrase reports the clause it stands in and
    what that clause governs; one inside a clause that ``verb`` governs (``X, who is one of
    the richest men according to Y, bought Z``) reports only that clause."""
    for token in verb.sent:
        if token.i + 1 >= len(token.doc):
            continue
        if (token.lower_, token.doc[token.i + 1].lower_) not in _SOURCE_MARKERS:
            continue
        clause = _clause_of(token)
        inside = clause.i != verb.i and any(t.i == clause.i for t in verb.subtree)
        if inside and not any(t.i == verb.i for t in clause.subtree):
            continue
        if writer_aside(verb, clause):
            continue  # "X, which was trained by Y, has lost half, according to Z": Y is not Z's
        source = _according_pobj(token)
        if source is not None and self_reference(source):
            continue  # "as per the provided details": the text itself, no speaker
        return True, source
    return False, None


def writer_aside(verb: Any, top: Any) -> bool:
    """Whether ``verb`` stands in a relative clause set off by a comma (``X, which came in a
    series of tweets,``) somewhere below ``top``: such an aside is the writer's background,
    not part of the claim a reporting verb or ``according to`` attributes."""
    node = verb
    for _ in range(12):
        if node.i == top.i or node.head.i == node.i:
            return False
        start = min(t.i for t in node.subtree)
        if node.dep_ == "relcl" and start > 0 and node.doc[start - 1].text == ",":
            return True
        node = node.head
    return False
