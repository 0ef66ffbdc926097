"""Question clarity (template.v7): split dates, leaking asides, wh-words that fit the answer,
agreement and unclear clauses, on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    # a year whose day and month are another phrase of the verb: "in what year"
    (
        "Marta Oyelaran was born on the 9th of March in 1958.",
        "1958",
        "In what year was Marta Oyelaran born?",
    ),
    (
        "Tomas Berg was born on the 2nd of May in the year 1962.",
        "the year 1962",
        "In what year was Tomas Berg born?",
    ),
    (
        "The ferry service opened on 2 June in 2019.",
        "2019",
        "In what year did the ferry service open?",
    ),
    # a whole date stays a "when" question
    (
        "Tomas Berg was born on 4 March 1962 in Oslo.",
        "4 March 1962",
        "When was Tomas Berg born?",
    ),
    # a non-restrictive "whose" clause on the subject is left out
    (
        "The jury heard that Ms Okafor, whose home was listed as Dundee, denied the theft of two paintings.",
        "the theft of two paintings",
        "What did Ms Okafor deny?",
    ),
    # the rest of an object's apposition the parser hung on the verb goes with the apposition
    (
        "The Hornets play Leeds Rhinos, the only side to beat them at home three seasons ago, on Friday.",
        "Leeds Rhinos",
        "Who do the Hornets play on Friday?",
    ),
    # "who" for people, "what" for a post, an event or a plural common noun
    (
        "Two years later, Ms Lund was moved to the Evening Bulletin, the station's main programme.",
        "the Evening Bulletin",
        "To what was Ms Lund moved?",  # "two years later": relative_times
    ),
    (
        "Nokia sold the patents to Samsung in 2012.",
        "Samsung",
        "To whom did Nokia sell the patents in 2012?",
    ),
    (
        "Numbers had been reduced sharply for the Summer Gala in 2015.",
        "Numbers",
        "What had been reduced sharply for the Summer Gala in 2015?",
    ),
    (
        "Ms Bauer attended Queen Mary's Coronation in 1953.",
        "Queen Mary's Coronation",
        "What did Ms Bauer attend in 1953?",
    ),
    (
        "Dan Ellery was questioned by the Guardian's Priya Nair after the hearing ended.",
        "the Guardian's Priya Nair",
        "By whom was Dan Ellery questioned after the hearing ended?",
    ),
    (
        "Governor Ames has asked the state's ethics adviser about the appeal.",
        "the state's ethics adviser",
        "Who has Governor Ames asked about the appeal?",
    ),
    # agreement: "who"/"what" for a plural subject takes a singular verb
    (
        "Volunteer medics treat injured runners near the finish line.",
        "Volunteer medics",
        "Who treats injured runners near the finish line?",
    ),
    (
        "Local fishermen were rescued by the coastguard off Cornwall on Friday.",
        "Local fishermen",
        "Who was rescued by the coastguard off Cornwall on Friday?",
    ),
    (
        "Supporters of the rugby club have raised £10,000 for the food bank.",
        "Supporters of the rugby club",
        "Who has raised £10,000 for the food bank?",
    ),
    # a named team keeps its plural verb
    (
        "Exeter Chiefs have signed winger Tom Hale from Bath.",
        "Exeter Chiefs",
        "Who has signed winger Tom Hale from Bath?",
    ),
    # a passive's agent, a selected preposition and a place of dying stay asked
    (
        "The bridge was designed by Ove Lind in 1961.",
        "Ove Lind",
        "By whom was the bridge designed in 1961?",
    ),
    (
        "The charity spent two years on flood defences for Selby.",
        "flood defences for Selby",
        "On what did the charity spend two years?",
    ),
]

REJECTED = [
    # (sentence, answer, reason)
    ("Tomas Berg was born on 4 March in 1962.", "4 March", "date split across phrases"),
    (
        "Rovers started well, but it was Lena Haas who was the real star for Rovers.",
        "Lena Haas",
        "cleft sentence",
    ),
    (
        "The regulator forced through the merger by Alpbank over one weekend.",
        "Alpbank",
        "'by' phrase is not the agent",
    ),
    (
        "The Frenchman, who won the league with Monaco in 2017, has retired.",
        "Monaco",
        "head is an unnamed description",
    ),
    (
        "The striker won the league with Monaco in 2017.",
        "Monaco",
        "'with' names company, not a means",
    ),
    (
        "The inquiry into the crash was held behind closed doors.",
        "closed doors",
        "idiomatic prepositional phrase",
    ),
    (
        "Ms Adair is on a three-day tour of Kenya to open two new clinics.",
        "a three-day tour of Kenya",
        "'be' with an infinitive reads as 'be to'",
    ),
    (
        'Kim Dale described Sam Reid as "a proper hero" in the close-knit town of Selby.',
        "the close-knit town of Selby",
        "phrase may belong to the complement before it",
    ),
    ("Sara Lind has had a remarkable season.", "a remarkable season", "vague light verb"),
    ("Tom Hale was tired but still made jokes.", "jokes", "vague light verb"),
    (
        "The ruling marks the first time the tribunal has fined a sitting mayor.",
        "a sitting mayor",
        "clause on a time or manner noun",
    ),
    (
        "Mayor Hart spoke of plans for the harbour during visit",
        "plans for the harbour",
        "caption wording",
    ),
    (
        "Reporter Jan Toth abducted and held for eight months in a cellar",
        "eight months",
        "caption wording",
    ),
]


NAMED = [
    # (sentence, answer, fact head, expected question): a description named by its apposition
    (
        "The head of the museum, Dr Lena Park, has announced a new wing for the collection.",
        "a new wing for the collection",
        "The head of the museum",
        "What has Dr Lena Park announced?",
    ),
    (
        "In 2019, the owner of the bakery, Marco Bellini, opened a second shop in Leith.",
        "a second shop",
        "the owner of the bakery",
        "What did Marco Bellini open in Leith in 2019?",
    ),
]

NAMES_REJECTED = [
    # (sentence, answer, fact head, reason)
    (
        "Meanwhile, radio host Jo Whiley, The Archers actor Tim Bentinck and poet Ian McMillan will read.",
        "The Archers actor Tim Bentinck and poet Ian McMillan",
        "Jo Whiley",
        "list of names read as an apposition",
    ),
    (
        "Last spring, Ivan Petrov, a Bulgarian engineer, was jailed for four years for selling secrets to a rival firm.",
        "four years for selling secrets to a rival firm",
        "Ivan Petrov",
        "count answer carries a phrase of its own",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "head", "question"), NAMED)
def test_descriptions_are_asked_by_the_name_beside_them(
    sentence: str, answer: str, head: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


@pytest.mark.parametrize(("sentence", "answer", "head", "reason"), NAMES_REJECTED)
def test_lists_and_counts_with_more_are_rejected(
    sentence: str, answer: str, head: str, reason: str
) -> None:
    assert write_question(sentence, answer, head=head) == Rejection(reason)


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_clear_questions(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_unclear_clauses_are_rejected_by_name(sentence: str, answer: str, reason: str) -> None:
    assert write_question(sentence, answer) == Rejection(reason)


def test_indirect_question_answers_are_rejected() -> None:
    sentence = "It is unclear exactly how many homes the council has built."
    assert write_question(sentence, "exactly how many homes") == Rejection(
        "answer is an indirect question"
    )


def test_a_comparison_after_the_answer_leaves_the_question() -> None:
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

    from hanker.synth.question_clarity import comparison_tail

    words = [
        "Ofcom",
        "singled",
        "out",
        "April",
        "as",
        "the",
        "month",
        "that",
        "saw",
        "a",
        "rise",
        "compared",
        "with",
        "May",
        ".",
    ]
    heads = [1, 1, 1, 1, 1, 6, 4, 8, 6, 10, 8, 1, 11, 12, 1]
    deps = ["nsubj", "ROOT", "prt", "npadvmod", "prep", "det", "pobj", "nsubj", "relcl"]
    deps += ["det", "dobj", "prep", "prep", "pobj", "punct"]
    tags = ["NNP", "VBD", "RP", "NNP", "IN", "DT", "NN", "WDT", "VBD", "DT", "NN", "VBN"]
    tags += ["IN", "NNP", "."]
    lemmas = [w.lower() for w in words]
    lemmas[11] = "compare"
    doc = Doc(Vocab(), words=words, heads=heads, deps=deps, tags=tags, lemmas=lemmas)
    covered = set(range(4, 11))  # "as the month that saw a rise"
    assert comparison_tail(doc[1], covered) == {11, 12, 13}
    assert comparison_tail(doc[1], {3}) == {11, 12, 13}
    assert comparison_tail(doc[1], set(range(11, 14))) == set()


def test_captions_with_an_intransitive_or_linking_past_verb_are_asked() -> None:
    """A caption's past verb that English uses without an object is active, not a passive
    without its auxiliary."""
    died = write_question("Singer Tom Vane died in 2015 at the age of 70", "2015")
    assert isinstance(died, WrittenQuestion), died
    became = write_question("Ann Lee's novel Tides became a TV drama in 2015", "2015")
    assert isinstance(became, WrittenQuestion), became
    met = write_question("Ana Ruiz and Tom Hale met at the Old Mill Hotel in 2019", "2019")
    assert isinstance(met, WrittenQuestion), met


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        ("Lendl, who coached the Scot from 2012 to 2014, spoke to reporters.", "the Scot"),
        ("Lendl coached the Swiss from 2012 to 2014.", "the Swiss"),
        ("Lendl coached the world number one from 2012 to 2014.", "the world number one"),
        ("Lendl coached the left-hander from 2012 to 2014.", "the left-hander"),
    ],
)
def test_a_nationality_standing_for_a_person_is_no_answer(sentence: str, answer: str) -> None:
    """ "What did Lendl coach? -- the Swiss": a player named by a nationality or an epithet."""
    assert write_question(sentence, answer) == Rejection("answer is an unnamed description")


def test_a_nationality_before_a_noun_is_an_answer() -> None:
    """ "the Swiss team" names which team: asked as it stands."""
    written = write_question("Lendl coached the Swiss team from 2012 to 2014.", "the Swiss team")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What did Lendl coach from 2012 to 2014?"
