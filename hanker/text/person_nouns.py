"""Common nouns that name a person ("a boy", "the driver", "his lawyer"): one lexicon for
coreference (rival antecedents), the extractor (indefinite heads) and the question writer
("who" questions). Lemmas, lower case.
"""

from __future__ import annotations

import re

MALE_PERSON_NOUNS = frozenset(
    {
        *("man", "boy", "father", "son", "brother", "husband", "king", "prince", "uncle"),
        *("nephew", "grandfather", "grandson", "gentleman", "dad", "businessman", "spokesman"),
        *("chairman", "policeman", "fireman", "sportsman", "schoolboy", "boyfriend", "widower"),
        *("monk", "priest", "duke", "gunman", "fisherman", "stepfather", "lad", "groom"),
    }
)
FEMALE_PERSON_NOUNS = frozenset(
    {
        *("woman", "girl", "mother", "daughter", "sister", "wife", "queen", "princess", "aunt"),
        *("niece", "grandmother", "granddaughter", "lady", "mum", "mom", "businesswoman"),
        *("spokeswoman", "chairwoman", "policewoman", "schoolgirl", "girlfriend", "widow"),
        *("nun", "duchess", "actress", "stepmother", "bride"),
    }
)
_EITHER_GENDER = frozenset(
    {
        *("person", "teenager", "child", "baby", "toddler", "suspect", "victim", "officer"),
        *("mp", "minister", "teacher", "student", "pupil", "driver", "passenger", "patient"),
        *("doctor", "nurse", "friend", "neighbour", "neighbor", "resident", "witness", "player"),
        *("manager", "coach", "boss", "director", "leader", "president", "candidate", "official"),
        *("spokesperson", "lawyer", "solicitor", "barrister", "judge", "prosecutor", "worker"),
        *("defendant", "employee", "colleague", "partner", "parent", "owner", "pilot", "soldier"),
        *("general", "captain", "journalist", "reporter", "presenter", "author", "writer"),
        *("singer", "actor", "artist", "footballer", "striker", "goalkeeper", "midfielder"),
        *("chef", "pensioner", "pedestrian", "cyclist", "motorcyclist", "relative", "spouse"),
        *("predecessor", "successor", "founder", "chief", "executive", "campaigner", "activist"),
        *("protester", "politician", "senator", "councillor", "governor", "mayor", "chancellor"),
        *("ambassador", "diplomat", "fan", "customer", "individual", "applicant", "rival"),
        *("opponent", "attacker", "killer", "murderer", "robber", "thief", "offender", "inmate"),
        *("prisoner", "detective", "inspector", "constable", "sergeant", "paramedic", "surgeon"),
        *("firefighter", "scientist", "researcher", "professor", "expert", "adviser", "advisor"),
        *("investor", "landlord", "tenant", "farmer", "survivor", "hostage", "refugee"),
        *("migrant", "veteran", "youngster", "adult", "someone", "somebody", "sibling"),
        *("cousin", "grandparent", "pensioner", "mp", "minister", "premier", "defender"),
        *("man", "woman", "boy", "girl", "person", "teenager", "child", "pensioner", "mother"),
        *("father", "driver", "pedestrian", "resident", "worker", "student", "pupil", "nurse"),
        *("doctor", "officer", "trooper", "soldier", "agent", "player", "fan", "member"),
        *("passenger", "victim", "suspect", "witness", "neighbour", "friend", "employee"),
        *("teacher", "patient", "cyclist", "motorist", "rider", "runner", "mum", "dad"),
        *("sailor", "pilot", "firefighter", "paramedic", "guard", "prisoner", "inmate"),
        *("man", "woman", "boy", "girl", "child", "person", "people", "men", "women", "children"),
        *("mother", "father", "parent", "son", "daughter", "brother", "sister", "wife", "husband"),
        *(
            "grandmother",
            "grandfather",
            "uncle",
            "aunt",
            "cousin",
            "friend",
            "partner",
            "colleague",
        ),
        *("doctor", "nurse", "surgeon", "teacher", "student", "lawyer", "judge", "officer"),
        *(
            "official",
            "minister",
            "president",
            "leader",
            "spokesman",
            "spokeswoman",
            "spokesperson",
        ),
        *(
            "author",
            "writer",
            "novelist",
            "poet",
            "artist",
            "actor",
            "actress",
            "singer",
            "director",
        ),
        *("researcher", "scientist", "professor", "journalist", "reporter", "editor", "producer"),
        *("player", "coach", "manager", "captain", "chairman", "chief", "executive", "founder"),
        *(
            "worker",
            "employee",
            "resident",
            "neighbour",
            "neighbor",
            "victim",
            "witness",
            "suspect",
        ),
        *("soldier", "pilot", "driver", "farmer", "engineer", "architect", "designer", "musician"),
        *("mentor", "student", "pupil", "historian", "politician", "mayor", "governor", "senator"),
        *("detective", "prosecutor", "inspector", "expert", "critic", "fan", "voter", "member"),
        *("adviser", "advisor", "aide", "assistant", "secretary", "deputy", "envoy", "ambassador"),
        *(
            "volunteer",
            "firefighter",
            "fisherman",
            "rescuer",
            "campaigner",
            "protester",
            "activist",
        ),
        *(
            "pensioner",
            "passenger",
            "patient",
            "tourist",
            "traveller",
            "traveler",
            "backpacker",
            "hiker",
            "visitor",
            "citizen",
            "customer",
            "shopper",
        ),
        *(
            "paramedic",
            "medic",
            "carer",
            "lecturer",
            "academic",
            "economist",
            "analyst",
            "lawmaker",
        ),
        *("mp", "mps", "supporter", "councillor", "peer", "delegate", "candidate", "athlete"),
        *("refugee", "migrant", "survivor", "hostage", "prisoner", "inmate", "defendant", "owner"),
        *("landlord", "tenant", "buyer", "investor", "shareholder", "trader", "banker", "boss"),
    }
)
# nouns that as often name a thing or a body ("a guard of honour", "a rival to Twitter",
# "travel agents", "the general election"): not person nouns here
_NOT_ALWAYS_PEOPLE = frozenset({"guard", "rival", "agent", "general"})
# every person noun; those of neither list above may be either gender
PERSON_NOUNS = (MALE_PERSON_NOUNS | FEMALE_PERSON_NOUNS | _EITHER_GENDER) - _NOT_ALWAYS_PEOPLE


_AGENT_ENDING = re.compile(r"(?:er|or|ist|ian|ant|ent|man|woman|ess|eer|ee|person|ceo)s?$")
# nouns for people by what they are known as, outside the lists above
_EPITHETS = frozenset(
    {"legend", "star", "head", "seed", "icon", "titan", "tycoon", "duo", "host", "teammate"}
    | {"champion", "chief", "boss", "chef", "coach", "captain", "envoy", "mogul", "veteran"}
    | {"rookie", "ace", "great", "pundit", "medic", "nurse", "guard", "aide", "ally", "heir"}
)


def person_word(word: str) -> bool:
    """A lower-case noun that may name a person: a person noun, an epithet (``legend``,
    ``star``) or an agent noun (``bowler``, ``actor``, ``novelist``, ``ex-ceo``)."""
    lower = word.lower()
    return lower in PERSON_NOUNS or lower in _EPITHETS or bool(_AGENT_ENDING.search(lower))


# nouns (never adjectives) that name one person by nationality or home region; the parser
# seldom tags them NORP ("the Spaniard", "the Briton", "the Scot")
DEMONYM_NOUNS = frozenset(
    {"spaniard", "briton", "scot", "dane", "swede", "finn", "pole", "turk", "serb", "croat"}
    | {"frenchman", "frenchwoman", "englishman", "englishwoman", "scotsman", "scotswoman"}
    | {"welshman", "welshwoman", "irishman", "irishwoman", "dutchman", "dutchwoman", "kiwi"}
    | {"aussie", "yorkshireman", "cornishman", "ulsterman", "londoner", "glaswegian", "scouser"}
    | {"geordie", "mancunian", "icelander", "brit", "argentine", "filipino", "filipina"}
)
