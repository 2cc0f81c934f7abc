"""What a page is sent of a widget tree, for privacy tests (security review F1, F3, F4)."""

from __future__ import annotations

from typing import Any


def page_texts(root: Any) -> list[str]:
    """Every text of every synced trait of ``root`` and the widgets it holds (what the page is sent;
    ``_``-names are code and plumbing), element attributes inside HTML values included."""
    from ipywidgets import Widget

    seen, stack, texts = set(), [root], []

    def walk(value: Any) -> None:
        if isinstance(value, Widget):
            stack.append(value)
        elif isinstance(value, str):
            texts.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            texts.append(repr(value))

    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        for key in widget.keys:
            if not key.startswith("_"):
                walk(getattr(widget, key))
    return texts
