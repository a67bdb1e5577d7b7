"""Acknowledging reviewed changes: ``RULE@POINTER`` entries that a CI run no longer fails on.

An entry names one finding exactly, by its rule and the JSON pointer it is reported at (both
are printed with every change), so accepting one change never hides another. A file of them
has one entry per line; ``#`` starts a comment, and anything after the entry on its line is
a free-text reason (who reviewed it and why), kept for people.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from pathlib import Path

from billing_sim.toolkit.contract_diff.changes import RULES, Change
from billing_sim.toolkit.contract_diff.refs import ContractError


def parse_acceptance(entry: str, where: str) -> str:
    """Check one ``RULE@POINTER`` entry and return it.

    Raises:
        ContractError: naming ``where`` when the entry has no ``@``, an unknown rule, or a
            pointer that does not start with ``/``.
    """
    rule, at, pointer = entry.partition("@")
    if not at:
        raise ContractError(f"{where}: {entry!r} is not RULE@POINTER")
    if rule not in RULES:
        raise ContractError(
            f"{where}: unknown rule {rule!r} (`billing-sim contract rules` lists them)"
        )
    if not pointer.startswith("/"):
        raise ContractError(f"{where}: {pointer!r} is not a JSON pointer (it starts with /)")
    return entry


def read_acceptances(path: Path) -> list[str]:
    """The entries of an acceptance file.

    Raises:
        ContractError: if the file cannot be read or an entry is malformed (with its line).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ContractError(f"{path}: cannot read it ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise ContractError(f"{path}: not UTF-8 text") from None
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if words:
            entries.append(parse_acceptance(words[0], f"{path}:{number}"))
    return entries


def accept(changes: Sequence[Change], entries: Iterable[str]) -> tuple[list[Change], list[str]]:
    """Mark the changes the entries name as accepted.

    Returns:
        The changes (accepted ones with ``accepted=True``), and the entries that matched no
        change (stale: the change was reverted, or its pointer moved).
    """
    wanted = dict.fromkeys(entries)
    marked = [
        dataclasses.replace(change, accepted=True) if change.key in wanted else change
        for change in changes
    ]
    matched = {change.key for change in marked if change.accepted}
    return marked, [entry for entry in wanted if entry not in matched]
