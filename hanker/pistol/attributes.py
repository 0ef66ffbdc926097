"""Random attribute generation, following PISTOL's rules, from one seeded generator.

Node attributes (name and address) are drawn once per node and shared by every contract
that node signs; contract attributes are drawn per edge. Draw order is fixed (nodes in
topology order, then edges in topology order), so the same seed gives the same dataset.
"""

from __future__ import annotations

import random
import string
from collections.abc import Mapping
from dataclasses import dataclass

from hanker.pistol.topology import Edge, Topology

ATTRIBUTES_VERSION = "pistol-attributes.v1"

COMPANY_SUFFIXES = (
    "LLC",
    "Ltd",
    "PLC",
    "SA",
    "SAS",
    "GmbH",
    "AG",
    "Corp",
    "Inc",
    "LLP",
    "NV",
    "BV",
    "AB",
    "SpA",
    "Oy",
)
STREET_TYPES = (
    "Street", "Road", "Avenue", "Boulevard", "Lane", "Way", "Court", "Crescent", "Drive",
    "Place", "Terrace", "Close", "Square", "Parade", "Row",
)  # fmt: skip
GOODS = (
    "office chairs", "standing desks", "filing cabinets", "laser printers", "desk lamps",
    "running shoes", "rain jackets", "wool sweaters", "leather belts", "cotton socks",
    "tablet computers", "wireless routers", "computer monitors", "external hard drives", "webcams",
    "espresso machines", "toasters", "rice cookers", "food processors", "water filters",
    "garden hoses", "lawn mowers", "wheelbarrows", "pruning shears", "compost bins",
    "acoustic guitars", "digital pianos", "trumpets", "cellos", "metronomes",
    "camping tents", "sleeping bags", "hiking poles", "kayaks", "climbing ropes",
    "ceramic tiles", "paint rollers", "cordless drills", "ladders", "toolboxes",
    "vitamin tablets", "first-aid kits", "thermometers", "face masks", "hand sanitizer",
    "notebooks", "fountain pens", "staplers", "whiteboards", "envelopes",
    "olive oil", "green tea", "coffee beans", "dark chocolate", "sparkling water",
    "bicycle helmets", "electric scooters", "car tyres", "motor oil", "snow chains",
)  # fmt: skip
JURISDICTIONS = (
    "the State of New York", "the State of California", "the State of Texas", "the State of Delaware",
    "the State of Washington", "the State of Illinois", "the State of Massachusetts", "the State of Colorado",
    "the State of Oregon", "the State of Virginia", "England and Wales", "Scotland", "Ireland", "Ontario",
    "New South Wales",
)  # fmt: skip
POSITIONS = (
    "Data Engineer", "Machine Learning Engineer", "Backend Developer", "QA Analyst", "Product Designer",
    "Accountant", "Payroll Officer", "Tax Adviser", "Auditor", "Compliance Officer",
    "Registered Nurse", "Radiographer", "Pharmacy Technician", "Physiotherapist", "Paramedic",
    "Contracts Manager", "Legal Assistant", "Patent Attorney", "Court Clerk", "Notary",
    "Account Manager", "Sales Associate", "Copy Editor", "Social Media Manager", "Translator",
    "Lecturer", "Teaching Assistant", "Librarian", "Lab Technician", "Research Fellow",
    "Site Engineer", "Electrician", "Carpenter", "Welder", "Crane Operator",
    "Head Chef", "Pastry Cook", "Barista", "Hotel Receptionist", "Event Planner",
    "Warehouse Supervisor", "Logistics Coordinator", "Delivery Driver", "Fleet Manager", "Buyer",
)  # fmt: skip
BENEFITS = (
    "a health insurance plan", "a dental insurance plan", "a vision care plan", "a pension plan",
    "a life insurance plan", "a disability insurance plan", "a childcare support scheme",
    "a commuter benefit scheme", "a gym membership scheme", "a share purchase plan",
)  # fmt: skip
PAY_FREQUENCIES = ("weekly", "fortnightly", "monthly")
PARTY_ROLES = ("Seller", "Customer")


@dataclass(frozen=True)
class NodeAttributes:
    """Attributes shared by every contract a node signs."""

    name: str
    address: str


def _word(rng: random.Random, length: int) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(length)).capitalize()


def _address(rng: random.Random) -> str:
    return f"{rng.randrange(1000):03d} {_word(rng, 6)} {rng.choice(STREET_TYPES)}"


def _date(rng: random.Random) -> str:
    # Day capped at 28 so every month is valid; DD-MM-YYYY as in PISTOL.
    return f"{rng.randint(1, 28):02d}-{rng.randint(1, 12):02d}-{rng.randint(1980, 2024)}"


def draw_node_attributes(topology: Topology, rng: random.Random) -> dict[str, NodeAttributes]:
    """Names and addresses for every node, unique across the dataset."""
    used: set[str] = set()
    out: dict[str, NodeAttributes] = {}
    for node, kind in topology.nodes.items():
        while True:
            if kind == "company":
                name = f"{_word(rng, 6)} {rng.choice(COMPANY_SUFFIXES)}"
            else:
                name = f"{_word(rng, 4)} {_word(rng, 4)}"
            address = _address(rng)
            if name not in used and address not in used:
                break
        used.update((name, address))
        out[node] = NodeAttributes(name=name, address=address)
    return out


def draw_sales_terms(rng: random.Random) -> dict[str, str]:
    """Contract attributes of a sales-of-goods contract (all values as they appear in text)."""
    quantity = rng.randint(2, 500)
    unit_price = rng.randint(1, 999)
    payment_days = rng.choice((15, 30, 45, 60, 90))
    return {
        "effective_date": _date(rng),
        "goods": rng.choice(GOODS),
        "quantity": str(quantity),
        "unit_price": str(unit_price),
        "total_price": str(quantity * unit_price),
        "invoice_days": str(rng.choice((3, 5, 7, 10, 14))),
        "payment_days": str(payment_days),
        "late_penalty_days": str(payment_days + rng.choice((0, 5, 10, 15, 30))),
        "late_penalty_rate": f"{rng.randint(1, 12)}%",
        "delivery_address": _address(rng),
        "shipping_method_decider": rng.choice(PARTY_ROLES),
        "shipping_cost_bearer": rng.choice(PARTY_ROLES),
        "warranty_years": str(rng.randint(1, 5)),
        "defect_notice_days": str(rng.choice((7, 10, 14, 21, 30, 45, 60))),
        "cooling_off_days": str(rng.choice((3, 5, 7, 10, 14, 21, 30))),
        "governing_law": rng.choice(JURISDICTIONS),
    }


def draw_employment_terms(rng: random.Random) -> dict[str, str]:
    """Contract attributes of an employment contract (all values as they appear in text)."""
    start_hour = rng.randint(6, 10)
    return {
        "start_date": _date(rng),
        "employment_months": str(rng.choice((6, 12, 18, 24, 36, 48, 60))),
        "position": rng.choice(POSITIONS),
        "work_location": _address(rng),
        "work_start_hour": f"{start_hour}:00",
        "work_end_hour": f"{start_hour + rng.choice((7, 8, 9))}:00",
        "hourly_pay": str(rng.randint(12, 95)),
        "pay_frequency": rng.choice(PAY_FREQUENCIES),
        "benefit": rng.choice(BENEFITS),
        "holiday_days": str(rng.randint(10, 30)),
        "confidentiality_months": str(rng.randint(1, 36)),
        "sick_leave_days": str(rng.randint(3, 20)),
        "termination_notice_weeks": str(rng.randint(1, 12)),
        "non_compete_months": str(rng.randint(1, 24)),
        "change_notice_weeks": str(rng.randint(1, 8)),
        "governing_law": rng.choice(JURISDICTIONS),
    }


def contract_values(
    edge: Edge, topology: Topology, nodes: Mapping[str, NodeAttributes], terms: Mapping[str, str]
) -> dict[str, str]:
    """Every template value of one contract: party names and addresses plus its terms."""
    if edge.contract_type == "sales":
        customer, seller = nodes[edge.source], nodes[edge.target]
        return {
            "seller_name": seller.name,
            "seller_address": seller.address,
            "customer_name": customer.name,
            "customer_address": customer.address,
            **terms,
        }
    company = edge.source if topology.nodes[edge.source] == "company" else edge.target
    person = edge.target if company == edge.source else edge.source
    return {
        "employer_name": nodes[company].name,
        "employer_address": nodes[company].address,
        "employee_name": nodes[person].name,
        "employee_address": nodes[person].address,
        **terms,
    }
