"""Title facts ask who holds a position that one person holds (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.title_question import title_question, unique_position


@pytest.mark.parametrize(
    "title",
    [
        "Culture Secretary",
        "Arsenal manager",
        "US Vice President",
        "EU technology chief",
        "Greek Prime Minister",
        "Microsoft founder",
        "Twitter chief executive",
    ],
)
def test_one_holder_positions(title: str) -> None:
    assert unique_position(title)


@pytest.mark.parametrize(
    "title",
    [
        "Prime Minister",
        "Director",
        "former Prime Minister",
        "Ex-Labour leader",
        "chief executive",
        "Foreign Minister",
        "sales executive",
        "Coronation Street actor",
        "Deputy Prime Minister",
    ],
)
def test_positions_many_people_hold(title: str) -> None:
    assert not unique_position(title)


def test_title_question() -> None:
    case = title_question("Nadia Brook", "Health Secretary")
    assert (case.question, case.answer, case.rejected) == (
        "Who is the Health Secretary?",
        "Nadia Brook",
        "",
    )
    assert title_question("Nadia Brook", "Director").rejected == "title names no unique position"
    assert title_question("Brook's", "Health Secretary").rejected == (
        "title holder is not a clean name"
    )


@pytest.mark.parametrize(
    ("title", "sentence", "reason"),
    [
        # a nationality and "government" leave many ministers
        (
            "Portuguese government minister",
            "Fires were burning in the north, Portuguese government minister Ana Lopez said.",
            "title names no unique position",
        ),
        (
            "Portuguese minister",
            "Portuguese minister Ana Lopez opened the museum.",
            "title names no unique position",
        ),
        # the head of the institute, cut to its last words; a past head
        (
            "Space Research head",
            "Danish Institute for Space Research head Ana Lopez says rockets cost too much.",
            "title cut from a longer name",
        ),
        (
            "Chelsea manager",
            "Former Chelsea manager Ana Lopez says the team is tired.",
            "title in a past context",
        ),
        (
            "Culture Secretary",
            "The former Culture Secretary Ana Lopez says the plan is ready.",
            "title in a past context",
        ),
    ],
)
def test_titles_with_no_one_holder_now(title: str, sentence: str, reason: str) -> None:
    candidate = title_question("Ana Lopez", title, sentence)
    assert candidate.question == ""
    assert candidate.rejected == reason


@pytest.mark.parametrize(
    ("title", "sentence", "question"),
    [
        (
            "Portuguese culture minister",
            "Portuguese culture minister Ana Lopez opened the museum.",
            "Who is the Portuguese culture minister?",
        ),
        (
            "Portuguese Prime Minister",
            "Portuguese Prime Minister Ana Lopez opened the museum.",
            "Who is the Portuguese Prime Minister?",
        ),
        (
            "Chelsea manager",
            "Fans of the former champions cheered as Chelsea manager Ana Lopez arrived.",
            "Who is the Chelsea manager?",
        ),
    ],
)
def test_titles_one_holds(title: str, sentence: str, question: str) -> None:
    assert title_question("Ana Lopez", title, sentence).question == question


def test_acronym_owner_moves_into_an_of_phrase() -> None:
    """ "Who is the KBT's chief?" reads "the KBT": the owner goes into an "of" phrase, with
    "the" only where the sentence gives the acronym one."""
    bare = title_question("Rosa Marsh", "KBT's chief", "KBT's chief Rosa Marsh said sales fell.")
    assert bare.question == "Who is the chief of KBT?"
    article = "The UN's chief Rosa Marsh said aid would resume."
    assert title_question("Rosa Marsh", "UN's chief", article).question == (
        "Who is the UN's chief?"
    )
    passage = "Aid from the UN resumed. UN's chief Rosa Marsh said so."
    assert title_question(
        "Rosa Marsh", "UN's chief", "UN's chief Rosa Marsh said so.", passage
    ).question == ("Who is the chief of the UN?")
    named = "Norway's president Rosa Marsh said aid would resume."
    assert title_question("Rosa Marsh", "Norway's president", named).question == (
        "Who is Norway's president?"
    )


def test_sentence_initial_adjective_is_no_specifier() -> None:
    """ "Current Prime Minister X called ...": "Current" is capitalised by position only, and
    "prime minister" alone names no one position."""
    sentence = "Current Prime Minister Rosa Marsh called the vote in June."
    assert title_question("Rosa Marsh", "Current Prime Minister", sentence).rejected == (
        "title names no unique position"
    )
    party = "Liberal Democrat leader Rosa Marsh called the vote in June."
    assert title_question("Rosa Marsh", "Liberal Democrat leader", party).question == (
        "Who is the Liberal Democrat leader?"
    )
    culture = "Current Culture Secretary Rosa Marsh called the vote in June."
    assert title_question("Rosa Marsh", "Current Culture Secretary", culture).question == (
        "Who is the current Culture Secretary?"
    )


def test_a_nationality_or_an_opening_common_noun_is_no_specifier() -> None:
    """ "Norwegian coach X" is a coach from Norway, whose coach is not said ("Norway coach"
    names one); "Restaurant owner X" opens the sentence, so its capital says nothing."""
    sentence = "With Norwegian coach Ola Berg watching, the Briton served an ace."
    assert title_question("Ola Berg", "Norwegian coach", sentence).rejected == (
        "title names no unique position"
    )
    team = "Norway coach Ola Berg watched from the stands."
    assert title_question("Ola Berg", "Norway coach", team).question == "Who is the Norway coach?"
    office = "Economy Secretary Neil Gray said it was vital."
    assert title_question("Neil Gray", "Economy Secretary", office).question == (
        "Who is the Economy Secretary?"
    )
    opener = "Restaurant owner Ola Berg has sold the business."
    assert title_question("Ola Berg", "Restaurant owner", opener).rejected == (
        "title names no unique position"
    )


@pytest.mark.parametrize(
    "title",
    ["Democratic Governor", "Republican President", "Labour Chancellor", "Tory minister"],
)
def test_party_before_a_state_role_picks_no_holder(title: str) -> None:
    """A party before a role of the state says the holder's side, not whose role it is."""
    assert not unique_position(title)


def test_party_before_a_party_role_names_one() -> None:
    assert unique_position("Labour leader")
    assert unique_position("Green Party co-founder")


@pytest.mark.parametrize(
    ("title", "question"),
    [
        ("fearless Leinster captain", "Who is the Leinster captain?"),
        ("much-loved Everton manager", "Who is the Everton manager?"),
        ("interim Everton manager", "Who is the interim Everton manager?"),
        ("new Culture Secretary", "Who is the new Culture Secretary?"),
    ],
)
def test_describing_words_before_a_title_stay_out(title: str, question: str) -> None:
    sentence = f"The {title} Ana Lopez gave a speech."
    assert title_question("Ana Lopez", title, sentence).question == question


@pytest.mark.parametrize(
    "sentence",
    [
        "Leeds manager Ana Lopez was sacked on Sunday after a fifth defeat.",
        "Leeds manager Ana Lopez, 51, has resigned.",
        "Leeds manager Ana Lopez has left the club after a row with the owners.",
        "Leeds manager Ana Lopez is to step down at the end of the season.",
    ],
)
def test_a_holder_the_sentence_removes_gives_no_question(sentence: str) -> None:
    assert title_question("Ana Lopez", "Leeds manager", sentence).rejected == (
        "title in a past context"
    )


@pytest.mark.parametrize(
    ("sentence", "head", "title", "question"),
    [
        (
            "The envoy met Norway's Foreign Minister Kari Lund on Monday.",
            "Kari Lund",
            "Foreign Minister",
            "Who is Norway's Foreign Minister?",
        ),
        (  # the whole possessive name
            "Aid was promised by South Sudan's Health Minister Ana Deng on Friday.",
            "Ana Deng",
            "Health Minister",
            "Who is South Sudan's Health Minister?",
        ),
        (  # a fronted time is no part of the owner
            "In April, Acme's chief executive Ana Ruiz told the New York Times she was unhappy.",
            "Ana Ruiz",
            "chief executive",
            "Who is Acme's chief executive?",
        ),
        (  # "the" before the owner stays (template.v38)
            "The Guild's President Ana Ruiz said the fees would rise.",
            "Ana Ruiz",
            "President",
            "Who is the Guild's President?",
        ),
    ],
)
def test_a_possessive_before_the_title_names_whose_position(
    sentence: str, head: str, title: str, question: str
) -> None:
    assert title_question(head, title, sentence).question == question


def test_a_name_run_into_a_caption_gives_no_question() -> None:
    sentence = "Talks were held by Norway's President Lund Image caption: The talks in Oslo"
    case = title_question("Lund Image", "President", sentence)
    assert case.rejected == "title holder is not a clean name"


def test_describing_first_word_lower_cased_and_left_out() -> None:
    """template.v40: "Veteran" is capitalised only because it opens the sentence."""
    sentence = "Veteran Labour leader Ann Lee said the vote was a disgrace."
    case = title_question("Ann Lee", "Veteran Labour leader", sentence)
    assert case.question == "Who is the Labour leader?"
    context = f"The Veteran party met on Monday. {sentence}"  # a name the passage capitalises
    kept = title_question("Ann Lee", "Veteran Labour leader", sentence, context)
    assert kept.question == "Who is the Veteran Labour leader?"
    only = "Advance leader Ann Lee said the vote was a disgrace."  # the only specifier
    assert (
        title_question("Ann Lee", "Advance leader", only).question == "Who is the Advance leader?"
    )


def test_onetime_holder_gives_no_question() -> None:
    sentence = "Onetime Chelsea captain Tom Hale said the club had lost its way."
    case = title_question("Tom Hale", "Onetime Chelsea captain", sentence)
    assert case.question == "" and case.rejected == "title names no unique position"
