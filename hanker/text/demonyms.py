"""Adjectives of countries and regions (``Welsh`` of ``Wales``), for answers a question gives
away: "Where had action been paused for talks with the Welsh government? -- Wales" names its
answer through the adjective (``template.v38``, :func:`hanker.synth.validate.answer_in_question`).
"""

from __future__ import annotations

import re

_ADJECTIVES: dict[str, tuple[str, ...]] = {
    "wales": ("Welsh",),
    "scotland": ("Scottish", "Scots"),
    "england": ("English",),
    "britain": ("British",),
    "great britain": ("British",),
    "the uk": ("British", "UK"),
    "uk": ("British",),
    "ireland": ("Irish",),
    "northern ireland": ("Northern Irish",),
    "france": ("French",),
    "germany": ("German",),
    "spain": ("Spanish",),
    "italy": ("Italian",),
    "portugal": ("Portuguese",),
    "the netherlands": ("Dutch",),
    "netherlands": ("Dutch",),
    "belgium": ("Belgian",),
    "switzerland": ("Swiss",),
    "austria": ("Austrian",),
    "sweden": ("Swedish",),
    "norway": ("Norwegian",),
    "denmark": ("Danish",),
    "finland": ("Finnish",),
    "poland": ("Polish",),
    "hungary": ("Hungarian",),
    "greece": ("Greek",),
    "turkey": ("Turkish",),
    "russia": ("Russian",),
    "ukraine": ("Ukrainian",),
    "china": ("Chinese",),
    "japan": ("Japanese",),
    "india": ("Indian",),
    "pakistan": ("Pakistani",),
    "afghanistan": ("Afghan",),
    "iran": ("Iranian",),
    "iraq": ("Iraqi",),
    "israel": ("Israeli",),
    "syria": ("Syrian",),
    "egypt": ("Egyptian",),
    "sudan": ("Sudanese",),
    "kenya": ("Kenyan",),
    "nigeria": ("Nigerian",),
    "australia": ("Australian",),
    "canada": ("Canadian",),
    "mexico": ("Mexican",),
    "brazil": ("Brazilian",),
    "argentina": ("Argentine", "Argentinian"),
    "america": ("American",),
    "the us": ("American", "US"),
    "the united states": ("American", "US"),
    "europe": ("European",),
    "africa": ("African",),
    "asia": ("Asian",),
}


def adjective_in(place: str, text: str) -> bool:
    """Whether ``text`` holds, as a whole word, the adjective of the country or region
    ``place`` names (``Welsh`` for ``Wales``)."""
    adjectives = _ADJECTIVES.get(" ".join(place.lower().split()), ())
    return any(re.search(rf"(?<!\w){re.escape(a)}(?!\w)", text) for a in adjectives)
