"""Fronted prepositions English asks: "where" for places, "at what time" for clock times, a
whitelist of prepositions, no adverb before the preposition, no split idiom, no duration of a
moment; on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    # a place after a locative preposition is asked "where", not "In what ...?"
    (
        "Lena Brandt was joined by the pianist Omar Haddad in the concert hall.",
        "the concert hall",
        "Where was Lena Brandt joined by the pianist Omar Haddad?",
    ),
    (
        "Paulo Mendes tripped Idris Cole in the goal area.",
        "the goal area",
        "Where did Paulo Mendes trip Idris Cole?",
    ),
    (
        "The old fisherman has lived at the edge of a quiet lake for 40 years.",
        "the edge of a quiet lake",
        "Where has the old fisherman lived for 40 years?",
    ),
    # a date is no second place
    (
        "Rosa Klein appeared at Leeds Crown Court on Monday.",
        "Leeds Crown Court",
        "Where did Rosa Klein appear on Monday?",
    ),
    # a place in the subject's apposition leaves the question with it
    (
        "Dr Ana Lobo, a nurse at Leeds General Infirmary, arrived in Kyiv on Friday.",
        "Kyiv",
        "Where did Dr Ana Lobo arrive on Friday?",
    ),
    # a place in the subject says who, not where
    (
        "Structural engineers from the UK have travelled to Turkey.",
        "Turkey",
        "Where have structural engineers from the UK travelled?",
    ),
    # a vehicle is no place: "in what" stays
    (
        "Lena Brandt was driven to the city court in the back of a prison van.",
        "the back of a prison van",
        "In what was Lena Brandt driven to the city court?",
    ),
    # a preposition its verb governs stays, even before a place
    (
        "Kessler Foods invested heavily in a hotel in Lisbon.",
        "a hotel in Lisbon",
        "In what did Kessler Foods invest heavily?",
    ),
    # a clock time after "at" is asked "at what time"
    (
        "Ferries across the bay stopped running at 22:30 local time on Sunday.",
        "22:30 local time",
        "At what time did ferries across the bay stop running on Sunday?",
    ),
    # whitelisted prepositions are asked as before; a gathering after "at" is asked "where"
    (
        "Marta Ruiz was last seen at the Harvest Festival in October.",
        "the Harvest Festival",
        "Where was Marta Ruiz last seen in October?",
    ),
    (
        "Dr Hale was charged with tax fraud in 2019.",
        "tax fraud",
        "With what was Dr Hale charged in 2019?",
    ),
    (
        "The painting was sold to the Getty Museum in 2004.",
        "the Getty Museum",
        "To whom was the painting sold in 2004?",
    ),
    (
        "Ana Ruiz specialises in the history of medicine.",
        "the history of medicine",
        "In what does Ana Ruiz specialise?",
    ),
    # a duration of a verb that lasts
    (
        "The band stayed in Lisbon for two weeks.",
        "two weeks",
        "For how many weeks did the band stay in Lisbon?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_fronted_preposition_written(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


REJECTED = [
    # (sentence, answer, reason)
    # a place, but the question keeps another one
    (
        "Mr Okoro was treated every day at St Luke's Hospital in Leeds, in the north of England.",
        "the north of England",
        "question holds another place",
    ),
    (
        "The old fisherman has lived at the edge of a quiet lake, just beyond Kirkby, for 40 years.",
        "the edge of a quiet lake",
        "question holds another place",
    ),
    (  # a region fronted and a city in the subject: "Where ...?" has two answers
        "In Norway, residents of Bergen were clearing the roads with shovels.",
        "Norway",
        "question holds another place",
    ),
    # an adverb before the preposition: "Just beyond what ...?", "Partly in what ...?"
    (
        "The old fisherman has lived at the edge of a quiet lake, just beyond Kirkby, for 40 years.",
        "Kirkby",
        "adverb before a fronted preposition",
    ),
    (
        "The Queen gave an address partly in French at the Elysee Palace in Paris.",
        "French",
        "adverb before a fronted preposition",
    ),
    # "as" after a comma opens a clause, whatever the parser says
    (
        "The ministry has warned of possible food shortages in the coming month, as heavy rains"
        " batter parts of the south.",
        "heavy rains batter parts of the south",
        "'as' is a conjunction",
    ),
    # a preposition English does not front with "what"
    (
        "The mayor walked past the old market hall on Sunday.",
        "the old market hall",
        "preposition not fronted in English",
    ),
    # a count is not asked with "to" fronted
    (
        "The tennis star fell to 16 places in the rankings.",
        "16 places",
        "preposition not fronted in English",
    ),
    # the noun of a multiword preposition or idiom
    (
        "Poland was sending grain to Egypt in return for gas and oil, the minister said.",
        "return for gas and oil",
        "idiomatic prepositional phrase",
    ),
    (
        "The actor is currently shooting the film on location in Iceland.",
        "location in Iceland",
        "idiomatic prepositional phrase",
    ),
    # "in" with a period of one's life
    (
        "Tomas Vidal was greatly inspired by classic Russian novels in a long career.",
        "a long career",
        "'in what' asks a period",
    ),
    # a length of time asked of a verb of a moment, or of an event that lasts
    (
        "The President was welcomed by crowds as the President arrived in Kenya for a busy week of talks.",
        "a busy week of talks",
        "duration of a punctual verb",
    ),
    ("Paulo Mendes was arrested for two days in Porto.", "two days", "duration of a punctual verb"),
    (
        "The ship stayed in the Azores for a month of repairs.",
        "a month of repairs",
        "answer is not a time",
    ),
    (  # "its first title for 31 years": the gap since the last one, not how long
        "The win gave Ardley its first league title for 31 years.",
        "31 years",
        "gap since the last, not a duration",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_fronted_preposition_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == reason
