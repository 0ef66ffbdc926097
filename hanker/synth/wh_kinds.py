"""The wh-word against the kind of thing the answer is, checked on the written case.

A case is refitted or dropped when its wh-word and its answer disagree:

* a person's name asked with "what" is asked with "who" ("What did the club sign? -- Ana
  Ruiz" becomes "Who did the club sign?", "By what was X coached?" "By whom ...?"), and so is
  a noun phrase of people with an article or owner ("What has the council contacted? -- the
  singer's team"), and an organisation addressed ("What has the paper asked for comment? --
  the league"); a "what" followed by a noun ("What year ...") stays;
* "who"/"whom" for a thing (an award, a school, a work, an event, a place, what is
  founded, won, built or attended: "Who did X attend? -- Leiden University") becomes "what" where the wh-word is the object of a verb
  (``wh word names a thing``), and the case is dropped otherwise ("On whom does X live? --
  Elm Road");
* a who-question answered by a description with no name ("the Belgian minister", "a noted
  Danish painter") is dropped (``who answered without a name``), unless the sentence gives
  the name in apposition ("the Belgian minister, Ann Peeters"), which becomes the answer;
  "Who is X?" asks for a description and is left alone, and so do plural people ("the
  union's members") and a described person ("a woman who paid ...");
* a question that asks for one of several ("What is one notable book by X?") or an answer
  that is "another" one ("another popular novel") is dropped (``asks for one of several``);
* a role word capitalised before a name ("Painter Ana Ruiz" at the start of a sentence) is a
  title, not part of the name: the answer is the name (not "President", "Queen": titles);
* the answer's kind from :mod:`hanker.synth.wh_answers`: a place after "to whom"/"in what"
  is asked with "where", a thing that names no person is never a "who", an adverbial answer
  or an undefined place drops the case, a law is a "what" and bare plural people a "whom";
* what the passage says the answer is, a person, place or thing, from all its mentions
  (:mod:`hanker.synth.answer_people`), over the tagger's label of the one sentence;
* people named by a common noun after "by"/"with", a product closed or bought, an ordinal
  asked with "how many", a document as the subject (:mod:`hanker.synth.wh_nouns`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth import answer_people, thing_subjects, wh_answers, wh_nouns, wh_people
from hanker.synth import clause as cl
from hanker.synth.answer_words import case_span
from hanker.synth.base import CaseCandidate
from hanker.synth.classifier_nouns import classified_thing, named_and_name
from hanker.text.person_nouns import PERSON_NOUNS, person_word

_AUX = "did|does|do|has|have|had|will|would|can|could|should|may|might|must|is|was|are|were"
_PREPS = "by|for|to|from|with|against|of|about|on|at|in|behind|under|over"
# "What did X sign?", "By what was X coached?", after an optional "According to X, " opener
_WHAT = re.compile(rf"^((?:[^,?]+, )?)(?:({_PREPS}) )?what (?=(?:{_AUX}) )", re.IGNORECASE)
_WHO = re.compile(rf"^((?:[^,?]+, )?)(?:({_PREPS}) )?(who|whom) (?=(?:{_AUX}) )", re.IGNORECASE)
_WHO_ANY = re.compile(r"(^|, )((\w+ )?whom?)\b", re.IGNORECASE)
_WHO_IS = re.compile(r"^(?:[^,?]+, )?(?i:who) (is|was|are|were) [A-Z][^ ?]*( [A-Z][^ ?]*)*\?$")
_WHO_BE = re.compile(r"^(?:[^,?]+, )?who (is|was|are|were) ", re.IGNORECASE)
_COPULA = re.compile(r"^(?:[^,?]+, )?(?:\w+ )?what (is|was|are|were)\b|\bbeen\b", re.I)
# "What is one notable book by X?": one of several, with nothing that says which
_ONE_OF = re.compile(
    r"^(?!.*\b(?:which|that|who)\b)(?i:what|which) (is|was) one (?!of\b)([\w'-]+ ){1,4}"
    r"(by|of|from) [A-Z][^,]*\?$"
)  # no relative clause that says which one
_ANOTHER = re.compile(r"^(yet )?another\b", re.IGNORECASE)
# "Who was one of the most influential men in Italy?": the subject asked is one of many
_ONE_OF_MANY = re.compile(
    r"^(?:[^,?]+, )?(?:who|what|which) (?:is|was|are|were|became) (?:\w+ly )?one of\b", re.I
)  # "arguably one of": the hedge goes later, the question stays one of many
# titles that belong with a name, not a role word capitalised at a sentence's start
_NAME_TITLES = {
    *("president", "king", "queen", "prince", "princess", "pope", "emperor", "empress"),
    *("sheikh", "chancellor", "governor", "senator", "judge", "bishop", "saint", "consort"),
}
_THING_ENTS = {"FAC", "LOC", "WORK_OF_ART", "EVENT", "PRODUCT", "LAW"}
_THINGS = {
    *("award", "prize", "medal", "trophy", "honour", "honor", "title", "scholarship"),
    *("university", "université", "universidad", "universität", "college", "school"),
    *("academy", "institute", "street", "road", "avenue", "lane", "square", "river"),
    *("book", "novel", "film", "series", "album", "song", "programme", "game", "festival"),
    *("dockyard", "station", "airport", "airbase", "port", "harbour", "harbor", "hospital"),
    *("prison", "stadium", "bridge", "church", "cathedral", "castle", "palace", "museum"),
    *("hotel", "factory", "plant", "reservoir", "dam", "tunnel", "motorway"),
}
# verbs whose object is addressed or judged (asked, urged, congratulated, sacked): a body
# addressed is a "who"
_ADDRESSED = {
    *("ask", "contact", "approach", "urge", "invite", "consult", "lobby", "petition"),
    *("congratulate", "thank", "accuse", "sue", "sack", "hire", "pardon"),  # never a thing
}
_PLACE_PREPS = {"on", "in", "at", "near", "into", "inside", "across", "along"}
# verbs whose agent is people or a body of them ("was sacked by the Blues")
# verbs whose object (or passive subject) is a thing made, won or attended, never a person
_MADE_VERBS = {
    *("found", "establish", "publish", "attend", "win", "build", "design"),
    *("invent", "manufacture", "construct", "compose", "write", "unveil", "patent"),
    *("shut", "close", "open", "launch"),
    *("create", "form"),  # template.v40
}
_AGENT_VERBS = {"appoint", "elect", "employ", "sign", "nominate", "select", "arrest", "interview"}
# nouns for a body of people, named by an organisation in their phrase ("the Wagner group")
# person nouns the lexicon leaves out because they are as often other words ("a graduate")
_LIKELY_PEOPLE = {"graduate", "native", "twin", "prodigy", "favourite", "favorite", "alumnus"}
_BODIES = {"group", "club", "party", "union", "company", "firm", "charity", "militia", "army"}


def _person(span: Any, question: str, prep: str) -> bool:
    """A person's name (not a thing an owner's name is part of), or people with a determiner
    or owner that :func:`hanker.synth.wh_people.asks_who` asks with "who"."""
    root = cl.span_root(span)
    if _thing(span, ""):
        return False
    if _COPULA.search(question) and span[0].lower_ in {"a", "an", "the"}:
        return False  # "What was X's father? -- a pilot" asks for a role
    if root.ent_type_ == "PERSON" and root.pos_ == "PROPN":
        return wh_people.person_who(span, root, "noun phrase") is not False
    if _COPULA.search(question):
        return False
    named = [root, *(c for c in root.children if c.dep_ == "appos")]
    addressed = root.dep_ == "dobj" and root.head.lemma_.lower() in _ADDRESSED
    body = root.lemma_.lower() in wh_people._GROUPS | _BODIES
    group = body and any(t.ent_type_ == "ORG" for t in span)  # "the Wagner group"
    if addressed and (group or any(t.ent_type_ == "ORG" for t in named)):
        return True  # "the BBC has asked Fifa for comment": an addressee is a "who"
    if any(t.ent_type_ in {"ORG", "GPE", "NORP"} for t in span if t.i == root.i):
        return False
    owners = [c for c in root.children if c.dep_ in {"det", "poss"}]
    if any(c.ent_type_ == "PERSON" for c in owners) and root.lemma_ in wh_people._GROUPS:
        return True  # "the singer's team": the people who work for a person
    return (bool(owners) or prep == "by") and wh_people.asks_who(span, root, prep, False)


def _thing(span: Any, prep: str) -> bool:
    """A thing or a place, never a person: a named work, building, event or law, a name or
    noun of an award, a school or a street, a country or city after a preposition of place."""
    root = cl.span_root(span)
    heads = [t for t in span if t.i == root.i or (t.head.i == root.i and t.dep_ == "compound")]
    if any(t.lower_ in _THINGS for t in heads):
        return True  # "the Nebula Award", tagged a person by its first word
    if classified_thing(root):
        return True  # "the comet Hale": the noun before the name says what it is
    if root.lower_.endswith("ism") or root.lower_ in {"islam", "christianity"}:
        return True  # a faith or a doctrine ("Zoroastrianism spread"), tagged a group (v39)
    if root.dep_ == "pobj" and wh_people.dwelling(root.head):
        return True  # "lives on Elm Road", a street read as a person
    if root.dep_ in {"dobj", "nsubjpass"} and root.head.lemma_.lower() in _MADE_VERBS:
        return True  # "Who was founded by X? -- Forza Italia": what is founded is a thing
    if _owned_thing(span):
        return True  # "his career as a writer": an owner's thing, whoever the owner is
    if _thing_in_apposition(root):
        return True  # "Sonangol, a state-run oil company": the name's own description
    if root.ent_type_ == "PERSON" or any(t.lemma_.lower() in PERSON_NOUNS for t in span):
        return False
    if root.ent_type_ in _THING_ENTS:
        return True
    return root.ent_type_ == "GPE" and prep in _PLACE_PREPS


def _people_noun(lemma: str) -> bool:
    """A noun of a person, a group of people or a body of them (``nurse``, ``crew``, ``club``)."""
    return lemma in PERSON_NOUNS or lemma in wh_people._GROUPS | _BODIES


def _thing_in_apposition(root: Any) -> bool:
    """A name that an appositive describes by a common noun naming no person or body of
    people (``Velora, a Danish shipping line``, ``template.v40``); a name of two or more
    words the tagger calls a person stays one."""
    if root.pos_ != "PROPN":
        return False
    if root.ent_type_ == "PERSON" and any(c.dep_ == "compound" for c in root.children):
        return False
    for child in root.children:
        if child.dep_ == "appos" and child.pos_ == "NOUN" and child.i > root.i:
            lemma = child.lemma_.lower()
            return (
                not _people_noun(lemma) and lemma not in _LIKELY_PEOPLE and not person_word(lemma)
            )
    return False


def _owned_thing(span: Any) -> bool:
    """A common noun with an owner that names no people and no name (``his writing career``,
    ``her career as a writer``): a thing, whoever the owner is."""
    root = cl.span_root(span)
    lemma = root.lemma_.lower()
    people = _people_noun(lemma) or lemma.endswith("ist") or wh_nouns.owned_people(root)
    owned = any(c.dep_ == "poss" for c in root.children)
    named = any(t.pos_ == "PROPN" for t in span if t.i > root.i or t.dep_ == "compound")
    return owned and root.pos_ == "NOUN" and not people and not named and not root.ent_type_


def _name_in_apposition(span: Any) -> str | None:
    """The person's name set beside a description ("the Belgian minister, Ann Peeters")."""
    root = cl.span_root(span)
    for child in root.children:
        if child.dep_ == "appos" and child.ent_type_ == "PERSON" and child.pos_ == "PROPN":
            words = sorted(t.i for t in child.subtree if not t.is_punct)
            return str(span.doc[words[0] : words[-1] + 1].text)
    return None


def _nameless(span: Any) -> bool:
    """A description of people with an article and no name ("the Belgian minister")."""
    root = cl.span_root(span)
    if span[0].lower_ not in {"the", "a", "an"} or any(t.pos_ == "PROPN" for t in span):
        return False
    if root.tag_ != "NN" or any(c.dep_ in {"relcl", "acl"} for c in root.children):
        return False  # "the union's members", "a woman who paid ...": which people is said
    return root.pos_ == "NOUN" and person_word(root.lemma_)


def _role_title(span: Any) -> str | None:
    """The name after a capitalised role word ("Painter Ana Ruiz" -> "Ana Ruiz"; "Solicitor
    General Ana Ruiz" -> "Ana Ruiz" when the tagger names only her)."""
    words = [t for t in span]
    first = words[0]
    if len(words) < 3 or not first.is_sent_start or first.lower_ not in PERSON_NOUNS:
        return None
    if first.lower_ in _NAME_TITLES or not first.text[:1].isupper():
        return None
    if not all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in words[1:]):
        return None
    if any(t.lower_ in PERSON_NOUNS and t.ent_type_ != "PERSON" for t in words[1:]):
        return None  # "Deputy Defence Secretary Paul Wolfowitz": the first word is in the title
    named = next((t.i for t in words[1:] if t.ent_type_ == "PERSON"), span.start + 1)
    return str(span.doc[named : span.end].text)  # "Solicitor General Ana Ruiz": the whole title


def _refit_what(question: str, span: Any) -> str | None:
    """The question with "what" made "who" ("whom" after a preposition) for a person."""
    match = _WHAT.match(question)
    if match is None or re.search(r"\bname\b", question, re.I):
        return None
    opener, prep = match.group(1), match.group(2)
    if prep and wh_answers.is_place(span, prep.lower()):  # "In what does X live? -- Radyr"
        return wh_answers.where_question(question, opener, prep, question[match.end() :])
    if not _person(span, question, (prep or "").lower()):
        return None
    word = f"{prep} whom" if prep else "who"
    if not opener:
        word = word[:1].upper() + word[1:]
    return opener + word + " " + question[match.end() :]


def _who_problem(candidate: CaseCandidate, span: Any) -> CaseCandidate | None:
    """The case refitted or rejected when "who"/"whom" asks for a thing or has no name."""
    question = candidate.question
    if not _WHO_ANY.search(question):
        return None
    match = _WHO.match(question)
    prep = (match.group(2) or "").lower() if match else ""
    if match and prep and wh_answers.is_place(span, prep) and not _WHO_BE.match(question):
        where = wh_answers.where_question(question, match.group(1), prep, question[match.end() :])
        if where is not None:  # "To whom was the ferry rerouted? -- Dover Harbour"
            return CaseCandidate(where, candidate.answer, candidate.kind, candidate.answer_type)
    thing = _thing(span, prep) or wh_answers.not_a_person(span)
    if thing and (not _WHO_BE.match(question) or _passive(question)):
        if match is None or prep:
            return CaseCandidate("", candidate.answer, rejected="wh word names a thing")
        word = "What" if not match.group(1) else "what"
        changed = match.group(1) + word + " " + question[match.end() :]
        return CaseCandidate(changed, candidate.answer, candidate.kind, candidate.answer_type)
    if _nameless(span) and not _WHO_IS.match(question):
        name = _name_in_apposition(span)
        if name is None:
            return CaseCandidate("", candidate.answer, rejected="who answered without a name")
        return CaseCandidate(question, name, candidate.kind, candidate.answer_type)
    title = _role_title(span)
    if title is not None:
        return CaseCandidate(question, title, candidate.kind, candidate.answer_type)
    return None


def _span_after_article(candidate: CaseCandidate, sentence: str) -> Any | None:
    """The answer's span without its article, when the answer lost a word after it (``the
    [prestigious] X Award``, its praise cut by :mod:`hanker.synth.answer_extras`)."""
    words = candidate.answer.split()
    if len(words) < 2 or words[0].lower() not in {"the", "a", "an"}:
        return None
    return case_span(dataclasses.replace(candidate, answer=" ".join(words[1:])), sentence)


def _passive(question: str) -> bool:
    """Whether the question's copula is a passive auxiliary ("Who was founded by X?"), not
    the verb of a question that asks for a description ("Who was X?")."""
    parsed = cl.parse(question)
    return any(t.dep_ == "auxpass" for t in parsed)


_BY_WHAT = re.compile(r"^((?:According to [^,]+, )?)[Bb]y what ")
# "Who is located ten miles from X?": what is sited or built is a place or a thing
_SITED = re.compile(r"^Who (?:is|was|are|were) (?:\w+ )?(?:located|situated|sited|built)\b")


def _human_agent(candidate: CaseCandidate, span: Any) -> CaseCandidate | None:
    """A name as the agent of a verb only people or their bodies do (sacked, hired, sued by
    X), asked "by whom" whatever the tagger called it; None for any other case."""
    match = _BY_WHAT.match(candidate.question)
    root = cl.span_root(span)
    if match is None or root.head.dep_ != "agent" or root.lower_ in _THINGS:
        return None
    named = root.pos_ == "PROPN" or (root.text[:1].isupper() and not root.is_sent_start)
    if not named or root.head.head.lemma_.lower() not in _ADDRESSED | _AGENT_VERBS:
        return None
    word = "By whom " if not match.group(1) else "by whom "
    asked = match.group(1) + word + candidate.question[match.end() :]
    return CaseCandidate(asked, candidate.answer, candidate.kind, candidate.answer_type)


_OPEN_BE = re.compile(r"^(?:[^,?]+, )?What (?:is|was|are|were) ([^?]+)\?$")


def _open_person_description(question: str, span: Any) -> bool:
    """ "What was Jacques Kallis? -- the major resistance for the Proteas": a person asked an
    open "what is" whose answer is no role or name; much else is true of a person, so the
    question has no one answer (``template.v36``; "What is Ana Ruiz? -- the new coach" stays)."""
    found = _OPEN_BE.match(question)
    if found is None:
        return False
    root = cl.span_root(span)
    if root.pos_ == "PROPN" or (root.pos_ == "NOUN" and person_word(root.lemma_)):
        return False
    subject = cl.parse(found.group(1))
    return len(subject) > 0 and subject[-1].ent_type_ == "PERSON"


def _shape_rejection(question: str, span: Any) -> str | None:
    """Why the question cannot ask for this answer at all, whatever its wh-word."""
    if _open_person_description(question, span):
        return "open description of a person"
    if named_and_name(cl.span_root(span)):
        return "object and its new name run together"  # "named the parrot Kiki"
    if wh_answers.adverbial_object(question, span):
        return "adverbial answer asked as an object"
    if wh_answers.undefined_place(question, span):
        return "place defined by a non-place"
    return None


def fit_wh_kind(candidate: CaseCandidate, sentence: str, context: str = "") -> CaseCandidate:
    """The case with its wh-word fitted to the answer's kind, or rejected (see the module); a
    direction answered with its "towards" (:func:`wh_answers.directed_answer`)."""
    fitted = _fit_wh_kind(candidate, sentence, context)
    answer = wh_answers.directed_answer(fitted.question, fitted.answer, sentence)
    return dataclasses.replace(fitted, answer=answer) if answer != fitted.answer else fitted


def _fit_wh_kind(candidate: CaseCandidate, sentence: str, context: str = "") -> CaseCandidate:
    """The case with its wh-word fitted to the answer's kind, or rejected."""
    if candidate.rejected or not candidate.question:
        return candidate
    one = _ONE_OF.search(candidate.question) or _ONE_OF_MANY.match(candidate.question)
    if one or _ANOTHER.match(candidate.answer):
        return CaseCandidate("", candidate.answer, rejected="asks for one of several")
    if candidate.kind != "cloze":  # a law asked with "who", bare plural people with "what"
        question = wh_answers.plain_wh(candidate.question, candidate.answer)
        candidate = dataclasses.replace(candidate, question=question)
    span = case_span(candidate, sentence) or _span_after_article(candidate, sentence)
    fitted = wh_nouns.fit_noun_wh(
        candidate, span, context
    )  # noun people, products, ranks, documents
    if fitted is not None:
        return fitted
    if span is None:
        return candidate
    shape = _shape_rejection(candidate.question, span)
    if shape:
        return CaseCandidate("", candidate.answer, rejected=shape)
    agent = _human_agent(candidate, span)  # "By what was X sacked? -- the Blues"
    if agent is not None:
        return agent
    if _SITED.match(candidate.question):  # "Who is located ten miles from X?": a place
        asked = "What" + candidate.question[len("Who") :]
        return CaseCandidate(asked, candidate.answer, candidate.kind, candidate.answer_type)
    thing = thing_subjects.who_for_thing(candidate, span, context)  # "Who was held ...?"
    if thing is not None:
        return thing
    judged = answer_people.wh_by_evidence(candidate, span, context)  # the passage's evidence
    if judged is not None:
        return judged
    refitted = _refit_what(candidate.question, span)
    if refitted is not None:
        return CaseCandidate(refitted, candidate.answer, candidate.kind, candidate.answer_type)
    return _who_problem(candidate, span) or candidate
