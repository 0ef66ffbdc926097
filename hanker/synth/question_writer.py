"""Knowledge questions from the parse of a fact's source clause (the grammar of ``template.v2``).

The fact's tail (the answer) is located in the parsed sentence; the wh-phrase comes from the
answer's entity type and syntactic role (who, what, when, where, how many + noun, how much,
whose, a fronted preposition); subject questions keep declarative order, others use
subject-auxiliary inversion or do-support. A clause that cannot be turned into a clean
question gives a :class:`Rejection` with its reason instead of a garbled question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hanker.text.nlp import load_spacy

_SUBJECTS = {"nsubj", "nsubjpass", "expl"}
_PRONOUNS = {"he", "she", "it", "they", "him", "her", "them", "his", "its", "their", "this"}
_LOCATIVE = {"in", "at", "near", "inside", "outside", "from"}
_TEMPORAL = {"in", "on", "at", "during"}
_DISCOURSE = {"however", "meanwhile", "also", "moreover", "furthermore", "therefore", "thus"}
_DO_FORMS = {"VBD": "did", "VBZ": "does", "VBP": "do"}
_PLACE = {"GPE", "LOC", "FAC"}
_ANSWER_MODIFIERS = {"relcl", "appos", "acl", "punct", "det", "predet"}
_MAX_WORDS = 25
# a doubled possessive, or a possessive with no noun after it (text rewritten by coreference)
_GARBLED = re.compile(r"'s'?s\b|'s(\?$| (to|with|by|in|of|and|at|on|for|has|have|had|is|was)\b)")
_LOWER_POS = {"DET", "PRON", "ADP", "ADV", "SCONJ", "CCONJ"}
_BAD_MARKS = {"if", "unless", "whether", "though", "although"}


@dataclass(frozen=True)
class WrittenQuestion:
    """A question whose answer is the fact's tail, with the answer's type."""

    question: str
    answer: str
    answer_type: str


@dataclass(frozen=True)
class Rejection:
    """Why no clean question could be written for a fact."""

    reason: str


def _locate(doc: Any, answer: str) -> Any | None:
    match = re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", doc.text, re.I)
    if match is None:
        return None
    return doc.char_span(match.start(), match.end(), alignment_mode="expand")


def _span_root(span: Any) -> Any:
    return next(
        (t for t in span if t.head.i < span.start or t.head.i >= span.end or t.head == t), span.root
    )


def _answer_type(span: Any) -> str:
    label = _span_root(span).ent_type_
    if label == "PERSON":
        return "person"
    if label == "MONEY":
        return "money"
    if label == "PERCENT":
        return "percent"
    if label in {"DATE", "TIME"}:
        return "number" if _count_noun(span) is not None else "date"
    if label in _PLACE:
        return "place"
    if label in {"ORG", "NORP"}:
        return "organisation"
    if _count_noun(span) is not None or all(t.like_num for t in span):
        return "number"
    return "noun phrase"


def _count_noun(span: Any) -> Any | None:
    """The counted noun of a number phrase ("seven babies" -> babies), if any."""
    for token in span:
        outside = not span.start <= token.head.i < span.end
        if (
            token.dep_ == "nummod"
            and token.head.pos_ == "NOUN"
            and token.head.text != "%"
            and (outside or token.head == _span_root(span))
        ):
            return token.head
    return None


def _argument(root: Any) -> Any:
    """The clause-level constituent the answer belongs to (a number's noun, a possessor's noun, a preposition)."""
    node = root
    if node.dep_ in {"nummod", "poss"} or (node.dep_ == "case" and node.head.dep_ == "poss"):
        node = node.head
    if node.dep_ == "poss":
        node = node.head
    if node.dep_ == "pobj":
        node = node.head
    return node


def _wh_word(span: Any, kind: str, prep: str) -> str | Rejection:
    """The words that stand for the answer itself."""
    if kind == "number":
        noun = _count_noun(span)
        if noun is None:
            return Rejection("number without a counted noun")
        inside = span.start <= noun.i < span.end
        return f"how many {noun.text}" if inside else "how many"
    word = {"person": "who", "money": "how much", "percent": "what percentage"}.get(kind, "what")
    if kind == "organisation" and prep in {"by", "agent"}:
        word = "who"
    return "whom" if word == "who" and prep else word


def _wh_phrase(span: Any, arg: Any, kind: str) -> tuple[str, set[int]] | Rejection:
    """The fronted wh-phrase and the token indices it takes out of the clause."""
    answer = set(range(span.start, span.end))
    covered = {t.i for t in arg.subtree} | answer
    # Modifiers of the answer's head (a relative clause, an apposition) go with the answer.
    root = _span_root(span)
    for child in root.children:
        if child.dep_ in _ANSWER_MODIFIERS and child.i not in answer:
            answer = answer | {t.i for t in child.subtree}
    prep = arg.lower_ if arg.dep_ in {"prep", "agent"} else ""
    if prep and not any(c.dep_ == "pobj" and c.i in answer for c in arg.children):
        return Rejection("answer nested in a noun phrase")
    if any(arg.doc[i].dep_ == "poss" for i in answer) and span.root.dep_ == "poss":
        kept = [arg.doc[i].text for i in sorted(covered - answer) if arg.doc[i].dep_ != "case"]
        return " ".join(["whose", *kept]), covered
    if arg.dep_ == "dative":
        prep = "to"
    word = _wh_word(span, kind, prep)
    if isinstance(word, Rejection):
        return word
    if prep and kind == "date" and prep in _TEMPORAL and covered - answer == {arg.i}:
        return "when", covered
    if prep and kind == "place" and prep in _LOCATIVE and covered - answer == {arg.i}:
        return ("where" if prep != "from" else "where from"), covered
    words: list[str] = []
    for i in sorted(covered):
        if i in answer:
            if i == span.start:
                words.append(word)
        else:
            words.append(arg.doc[i].text)
    if kind != "number" and len(covered - answer - {arg.i}) > 0:
        return Rejection("answer is part of a larger phrase")
    if arg.dep_ == "dative":
        words.insert(0, "to")
    return " ".join(words), covered


def _matrix(arg: Any) -> Any | Rejection:
    """The verb whose clause the question is made from (up through xcomp chains)."""
    node = arg.head
    while True:
        if node.dep_ in {"relcl", "acl"}:
            return Rejection("answer in a relative clause")
        if any(c.dep_ in _SUBJECTS for c in node.children) or (
            node.dep_ == "conj" and node.pos_ in {"VERB", "AUX"}
        ):
            return node
        if node.head == node or node.dep_ not in {
            "xcomp",
            "ccomp",
            "prep",
            "pobj",
            "dobj",
            "advcl",
        }:
            if node.pos_ in {"VERB", "AUX"}:
                return node
            return Rejection("answer nested in a noun phrase")
        node = node.head


def _subject(verb: Any) -> list[Any]:
    for child in verb.children:
        if child.dep_ in _SUBJECTS:
            return list(child.subtree)
    if verb.dep_ == "conj":
        return _subject(verb.head)
    return []


def _clause_tokens(verb: Any, keep: set[int]) -> list[Any]:
    drop: set[int] = set()
    for child in verb.children:
        if child.i in keep:
            continue
        if child.dep_ in {"cc", "punct", "mark", "parataxis"} or (
            child.dep_ == "conj" and child.pos_ in {"VERB", "AUX"}
        ):
            drop |= {t.i for t in child.subtree}
        elif child.dep_ == "advmod" and child.lower_ in _DISCOURSE:
            drop.add(child.i)
        elif child.dep_ == "advcl" and child.tag_ in {"VBG", "VBN"}:
            # a participial adverbial ("..., exposing readers to ...") is optional context
            drop |= {t.i for t in child.subtree}
    drop |= _parenthetical(verb.doc) - keep
    return [t for t in verb.subtree if t.i not in drop]


def _parenthetical(doc: Any) -> set[int]:
    """Token indices inside brackets (defined terms, asides), brackets included."""
    inside: set[int] = set()
    depth, start = 0, 0
    for token in doc:
        if token.text in {"(", "["}:
            depth, start = depth + 1, token.i if depth == 0 else start
        elif token.text in {")", "]"} and depth:
            depth -= 1
            if depth == 0:
                inside |= set(range(start, token.i + 1))
    return inside


def _join(parts: list[Any]) -> str:
    """Words (strings) and tokens joined as written: adjacent tokens keep their own spacing."""
    text, previous = "", None
    for part in parts:
        token = None if isinstance(part, str) else part
        word = part if token is None else token.text
        if not word:
            continue
        glued = (
            previous is not None
            and token is not None
            and token.i == previous.i + 1
            and not previous.whitespace_
        )
        text += ("" if not text or glued else " ") + word
        previous = token
    text = re.sub(r"\s+([,.;:!?%)])|(\()\s+", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"\s+('s|n't)\b", r"\1", text).strip(" ,;:.")
    return text[:1].upper() + text[1:] + "?"


def _lowered(tokens: list[Any]) -> list[Any]:
    """The tokens, the first as lower-case text when it is a sentence-initial common word."""
    out: list[Any] = list(tokens)
    first = tokens[0] if tokens else None
    if (
        first is not None
        and first.pos_ not in {"PROPN"}
        and not first.ent_type_
        and first.text != "I"
    ):
        out[0] = first.text.lower()
    return out


def _inversion(verb: Any, rest: list[Any]) -> tuple[str, list[Any]] | Rejection:
    """The auxiliary put before the subject and the rest of the clause (do-support when none)."""
    auxes = [t for t in verb.children if t.dep_ in {"aux", "auxpass"} and t.i < verb.i]
    if auxes:
        return auxes[0].text.lower(), [t for t in rest if t.i != auxes[0].i]
    if verb.lemma_ == "be":
        return verb.text.lower(), [t for t in rest if t.i != verb.i]
    if verb.tag_ in _DO_FORMS:
        return _DO_FORMS[verb.tag_], [verb.lemma_ if t.i == verb.i else t for t in rest]
    return Rejection("no finite verb")


def _assemble(verb: Any, wh: str, covered: set[int], subject: list[Any]) -> str | Rejection:
    """The question: the wh-phrase in the subject's place, or fronted with inversion."""
    subject = [t for t in subject if t.i not in _parenthetical(verb.doc)]
    subject_ids = {t.i for t in subject}
    clause = _clause_tokens(verb, covered | subject_ids)
    if covered & subject_ids:
        if covered != subject_ids:
            return Rejection("answer inside the subject")
        first = min(covered)
        return _join(
            [wh if t.i == first else t for t in clause if t.i not in covered or t.i == first]
        )
    if not subject:
        return Rejection("clause without a subject")
    rest = [t for t in clause if t.i not in covered and t.i not in subject_ids]
    # Modifiers fronted before the subject ("In 2014, X bought Y") go to the end of the question.
    fronted = [t for t in rest if t.i < subject[0].i and t.dep_ not in {"aux", "auxpass"}]
    if subject[0].i > verb.i:
        fronted = []
    inverted = _inversion(verb, [t for t in rest if t not in fronted])
    if isinstance(inverted, Rejection):
        return inverted
    lead, body = inverted
    body += _lowered([t for t in fronted if t.dep_ != "punct"])
    initial = subject[0].i == subject[0].sent.start or bool(fronted)
    return _join([wh, lead, *(_lowered(subject) if initial else subject), *body])


def write_question(
    sentence: str, answer: str, nlp: Any | None = None
) -> WrittenQuestion | Rejection:
    """A question on ``sentence`` whose answer is ``answer`` (a span of the sentence), or why not."""
    nlp = nlp or load_spacy()
    doc = nlp(" ".join(sentence.split()))
    span = _locate(doc, answer)
    if span is None:
        return Rejection("answer not in the sentence")
    root = _span_root(span)
    if root.pos_ == "PRON":
        return Rejection("pronoun answer")
    if root.pos_ == "ADJ":
        return Rejection("adjective answer")
    if root.dep_ in {"appos", "conj"}:
        return Rejection("answer is an apposition or conjunct")
    kind = _answer_type(span)
    arg = _argument(root)
    wh = _wh_phrase(span, arg, kind)
    if isinstance(wh, Rejection):
        return wh
    verb = _matrix(arg)
    if isinstance(verb, Rejection):
        return verb
    if any(c.dep_ == "mark" and c.lower_ in _BAD_MARKS for c in verb.children):
        return Rejection("conditional or concessive clause")
    subject = _subject(verb)
    if (
        subject
        and subject[-1].pos_ == "PRON"
        and len(subject) == 1
        and subject[0].i not in set(range(span.start, span.end))
    ):
        return Rejection("pronoun subject")
    phrase, covered = wh
    question = _assemble(verb, phrase, covered, subject)
    if isinstance(question, Rejection):
        return question
    if any(w.lower() in _PRONOUNS for w in re.findall(r"\w+", question)):
        return Rejection("pronoun in the question")
    if _GARBLED.search(question) or len(question.split()) > _MAX_WORDS:
        return Rejection("garbled or overlong question")
    return WrittenQuestion(question, answer, kind)
