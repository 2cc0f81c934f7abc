"""Properties through which a GameTable passes on what its parts own (one-line delegations).

``forward("ear", "card_order")`` is a property that reads (and writes) ``table.ear.card_order``;
:func:`pass_on` adds read-only ones for a list of names per part.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Any

__all__ = ["forward", "pass_on"]


def forward(path: str, name: str, *, settable: bool = True) -> Any:
    """A property of GameTable that reads (and, if ``settable``, writes) ``name`` of the part at ``path``
    (``"ear"``, ``"ear.voice"``, ``"what_if"``): the part owns it, the table passes it on."""
    owner = operator.attrgetter(path)

    def read(table: Any) -> Any:
        return getattr(owner(table), name)

    def write(table: Any, value: Any) -> None:
        setattr(owner(table), name, value)

    return property(read, write if settable else None, doc=f"The ``{name}`` of the table's ``{path}`` (its owner).")


def pass_on(cls: type, names: Mapping[str, tuple[str, ...]]) -> None:
    """Give ``cls`` a read-only :func:`forward` property for each name of each part path in ``names``
    (``{"action_bar": ("uno_button", ...)}``)."""
    for path, part_names in names.items():
        for name in part_names:
            setattr(cls, name, forward(path, name, settable=False))
