"""``splitter layouts``: list the known pads, or show one drawn as text with its facts."""

from __future__ import annotations

import json

import click

from splitter_print.game.layout import Cell, Layout, builtin_layouts, draw, load_layout
from splitter_print.game.scoring import max_total


def layout_facts(layout: Layout) -> dict[str, object]:
    """What ``--json`` prints for one layout: its own facts plus the highest possible total."""
    return {**layout.to_json(), "max_total": max_total(layout)}


def summary(layout: Layout) -> str:
    """One line about a pad: ``A  Pad A: 44 spaces, 2 stars, 22 rounds, at most 56 points``."""
    hearts = f", {len(layout.hearts)} hearts (+{layout.heart_bonus})" if layout.hearts else ""
    return (f"{layout.name:<3} {layout.title}: {len(layout.spaces)} spaces, {len(layout.stars)} stars{hearts}, "
            f"{len(layout.mirror_pairs)} rounds, at most {max_total(layout)} points")


def _where(cells: frozenset[Cell]) -> str:
    return ", ".join(f"row {r} column {c}" for r, c in sorted(cells)) or "none"


def describe(layout: Layout) -> str:
    """The pad drawn as text, followed by its facts."""
    lines = [summary(layout), "", draw(layout), "",
             "[ ] space   [*] star (x2)   [h] heart   | centre line",
             f"stars:  {_where(layout.stars)}",
             f"hearts: {_where(layout.hearts)}" + (f" (all the same: +{layout.heart_bonus})" if layout.hearts else ""),
             f"fingerprint: {layout.fingerprint}   from: {layout.source}"]
    if layout.notes:
        lines.append(f"notes: {layout.notes}")
    return "\n".join(lines)


@click.command("layouts")
@click.argument("name", required=False, metavar="[NAME|FILE]")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@click.option("--geometry", is_flag=True,
              help="Print where every space, box and marker of the printed sheet sits (mm, JSON).")
def command(name: str | None, as_json: bool, geometry: bool) -> None:
    """List the known pads, or show one drawn as text.

    NAME is a shipped pad (A, B) or your own layout .toml file.
    """
    if geometry:
        from splitter_print.errors import SplitterError
        from splitter_print.paper.geometry import sheet_geometry

        if name is None:
            raise SplitterError("--geometry needs a pad: splitter layouts A --geometry --json")
        click.echo(json.dumps(sheet_geometry(load_layout(name)).to_json(), indent=2))
        return
    if name is None:
        layouts = builtin_layouts()
        click.echo(json.dumps([layout_facts(layout) for layout in layouts], indent=2) if as_json
                   else "\n".join(summary(layout) for layout in layouts))
        return
    layout = load_layout(name)
    click.echo(json.dumps(layout_facts(layout), indent=2) if as_json else describe(layout))
