"""Names of the months and weekdays, for the rules that recognise dates in text."""

from __future__ import annotations

MONTHS = (
    *("January", "February", "March", "April", "May", "June", "July", "August"),
    *("September", "October", "November", "December"),
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_PATTERN = "|".join(MONTHS)  # for a regular expression: "January|February|..."
WEEKDAY_PATTERN = "|".join(WEEKDAYS)
CALENDAR_WORDS = frozenset(word.lower() for word in (*MONTHS, *WEEKDAYS))
# a unit of time, singular or plural, for a regular expression ("days", "a fortnight")
TIME_UNIT_PATTERN = (
    r"(?:second|minute|hour|day|night|week|fortnight|month|year|decade|century|centurie)s?"
)
