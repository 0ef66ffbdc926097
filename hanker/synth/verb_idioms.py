"""Verb phrases a question must not take apart (the rules of ``template.v6``).

Each check returns a :class:`Rejection` with its reason (counted in the audit's quality
report) or None:

* ``idiomatic phrase``: "Foster cut a lonely figure", "The team made history": the object of
  an idiom of verb + noun is no knowledge asked ("What did the team make?");
* ``vague question``: "What did the council want?", "For what does French law allow?": a
  verb of wanting or allowing whose question names nothing but its subject has no one answer
  (what the question leaves out, a conjoined predicate or an adverbial clause, names nothing);
* ``answer belongs to a noun``: "The appeal centres on a loan from her brother to Harold
  Finch": the parser hung "to Harold Finch" on the verb, but it completes "a loan";
* ``wh-word does not fit the answer``: "For what was X jailed? -- 12-and-a-half years": a
  stretch of time after "for" that was not read as a date is no "what";
* ``placing verb without its place``: "Biden has put talks on ice" asked "What has Biden
  put?": a verb of putting says nothing without where (here the parser hung it on the noun);
* ``emphatic do``: "until the court eventually does rule on X" asked "Who eventually does
  rule on X?": the emphatic auxiliary cannot stay in a subject question.

:func:`focus_adverbs` gives the focusing and sentence adverbs ("most notably", "especially",
"incidentally") that a question leaves out.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.spacy_phrases import caption_verb
from hanker.synth.clause import answer_type
from hanker.synth.question_checks import Rejection
from hanker.text.shared_passive import misread_conjunct

_IDIOMS = {
    *(("cut", "figure"), ("make", "history"), ("make", "headline"), ("make", "headlines")),
    *(("take", "place"), ("take", "part"), ("pay", "tribute"), ("play", "role")),
    *(("play", "part"), ("take", "toll"), ("take", "shape"), ("make", "way")),
    *(("raise", "eyebrow"), ("raise", "eyebrows"), ("strike", "chord"), ("foot", "bill")),
    *(("sound", "alarm"), ("raise", "alarm"), ("set", "stage"), ("keep", "eye")),
    # verb + noun + preposition idioms (template.v15): "took an interest in X" is no "What"
    *(("take", "interest"), ("shift", "focus"), ("turn", "attention"), ("pay", "attention")),
    *(("draw", "inspiration"), ("take", "inspiration"), ("take", "pride"), ("find", "solace")),
    *(("take", "care"), ("take", "note"), ("place", "emphasis"), ("put", "emphasis")),
    *(("take", "advantage"), ("make", "use"), ("take", "root"), ("gain", "traction")),
    *(("take", "charge"), ("take", "notice"), ("lose", "sight"), ("take", "aim")),
    *(("pave", "way"), ("take", "cover"), ("make", "sense"), ("take", "stock")),
    *(("lend", "hand"), ("hold", "breath")),
    # figures of speech of verb + object noun (template.v40): "walked a fine line on X"
    *(("walk", "line"), ("tread", "line"), ("toe", "line"), ("walk", "tightrope")),
    *(("draw", "line"), ("bite", "bullet"), ("break", "silence"), ("take", "stand")),
    *(("leave", "mark"), ("make", "mark"), ("gain", "ground"), ("lose", "ground")),
    *(("hold", "sway"), ("call", "shot"), ("turn", "eye"), ("take", "stage")),
    *(("take", "seat"), ("make", "splash"), ("steal", "show"), ("bear", "fruit")),
}
# verb + object whose prepositional phrase is a figure of speech too (template.v39): "took a
# page from X's book" asked "From what did Y take a page?"
_FIGURATIVE_PHRASES = {("take", "page"), ("take", "leaf")}
_SPANS = {"second", "minute", "hour", "day", "week", "month", "year", "decade", "century"}
_PLACING = {"put", "place", "lay"}
_WANTING = {"want", "need", "allow", "seek", "hope", "wish", "desire", "permit", "require"}
_BARE = {
    *("nsubj", "nsubjpass", "aux", "auxpass", "punct", "neg", "advmod", "cc", "mark", "prt"),
    *("conj", "advcl", "parataxis"),  # left out of the question
}
_ABOUT_VERBS = {"centre", "center", "focus", "hinge", "rest", "revolve", "concentrate", "relate"}
_TRANSFER_NOUNS = {
    *("payment", "loan", "transfer", "gift", "donation", "letter", "message", "sale"),
    *("threat", "link", "tie", "relationship", "connection", "visit", "call", "promise"),
}
# focusing and sentence adverbs; degree and restricting ones ("mainly", "primarily",
# "significantly") narrow the claim and stay
_FOCUS = {
    *("notably", "especially", "particularly", "incidentally", "indeed", "also", "actually"),
    *("admittedly", "importantly", "interestingly", "crucially", "notoriously", "famously"),
}


def verb_phrase_problem(verb: Any, arg: Any, span: Any, subject_question: bool) -> Rejection | None:
    """Why the answer cannot be asked from this verb phrase, or None."""
    misread = misread_conjunct(verb)  # "was signed and made captain": not "What did X make?"
    if misread is not None:
        return Rejection(misread)
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i]
    if not any(c.dep_ in {"aux", "auxpass"} for c in verb.children) and any(
        caption_verb(verb, s) for s in subjects
    ):
        return Rejection("caption's passive read as active")  # "X pictured at Cannes"
    root = span.root
    if (verb.lemma_.lower(), root.lemma_.lower()) in _IDIOMS and root.head == verb:
        return Rejection("idiomatic phrase")  # "What did Foster cut? -- an isolated figure"
    objects = {(verb.lemma_.lower(), c.lemma_.lower()) for c in verb.children if c.dep_ == "dobj"}
    if arg.dep_ == "prep" and objects & _FIGURATIVE_PHRASES:
        return Rejection("idiomatic phrase")  # "From what did X take a page?"
    placed = any(c.dep_ in {"prep", "advmod", "prt"} and c.tag_ != "WRB" for c in verb.children)
    if verb.lemma_.lower() in _PLACING and arg.dep_ == "dobj" and not placed:
        return Rejection("placing verb without its place")  # "What has Biden put?"
    if verb.lemma_.lower() in _WANTING and _bare(verb, arg):
        return Rejection("vague question")  # "What did Police Scotland want?"
    if _noun_complement(verb, arg):
        return Rejection("answer belongs to a noun")
    timed = root.lemma_.lower() in _SPANS and answer_type(span) not in {"date", "number"}
    if arg.dep_ == "prep" and arg.lower_ == "for" and timed:
        return Rejection("wh-word does not fit the answer")  # "For what ...? -- 12 years"
    emphatic = [c for c in verb.children if c.dep_ == "aux" and c.lemma_.lower() == "do"]
    if subject_question and emphatic and verb.tag_ == "VB":
        return Rejection("emphatic do")  # "Who eventually does decide on ...?"
    return None


def _bare(verb: Any, arg: Any) -> bool:
    """The verb has nothing besides its subject, auxiliaries and the answer's argument."""
    own = [c for c in verb.children if c.i != arg.i and c.dep_ not in _BARE]
    return not own and arg.head == verb and arg.dep_ in {"dobj", "prep", "xcomp", "ccomp"}


def _noun_complement(verb: Any, arg: Any) -> bool:
    """A prepositional phrase on the verb right after another one whose noun it completes
    ("centres on a payment ... to Stormy Daniels")."""
    if arg.dep_ != "prep" or arg.head != verb or arg.i == 0:
        return False
    earlier = [
        c
        for c in verb.children
        if c.dep_ == "prep" and c.i < arg.i and any(o.dep_ == "pobj" for o in c.children)
    ]
    if not earlier:
        return False
    noun = next(o for o in earlier[-1].children if o.dep_ == "pobj")
    about = verb.lemma_.lower() in _ABOUT_VERBS or (
        verb.pos_ == "NOUN" and verb.lower_.rstrip("s") in _ABOUT_VERBS
    )
    return about or noun.lemma_.lower() in _TRANSFER_NOUNS


def focus_adverbs(verb: Any, covered: set[int]) -> set[int]:
    """Token ids of focusing or sentence adverbs on the verb ("most notably", "especially"),
    with their own modifiers, and of an age the parser hung on the verb ("by Leon Hart, then
    19, in 2021"), unless the answer is in them."""
    out = _verb_age(verb, covered)
    for child in verb.children:
        if child.dep_ != "advmod" or child.lower_ not in _FOCUS:
            continue
        ids = {t.i for t in child.subtree}
        if not ids & covered:
            out |= ids
    return out


def _verb_age(verb: Any, covered: set[int]) -> set[int]:
    """A comma-set age ("X, 19," or "X, then 19,") read as a bare number on the verb."""
    doc = verb.doc
    out: set[int] = set()
    for child in verb.children:
        if child.dep_ != "npadvmod" or not child.like_num or len(child.text) > 3:
            continue
        start = child.i - 1
        if start >= 0 and doc[start].lower_ in {"then", "aged", "now"}:
            start -= 1
        if start < 0 or doc[start].text != "," or child.i in covered:
            continue
        ids = set(range(start, child.i + 1))
        if child.i + 1 < len(doc) and doc[child.i + 1].text == ",":
            ids.add(child.i + 1)
        out |= ids - covered
    return out
