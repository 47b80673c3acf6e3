"""``splitter layouts``: list the known pads, or show one drawn as text with its facts."""

from __future__ import annotations

import json

import click

from splitter_print.cli.common import lang_option
from splitter_print.game.layout import Cell, Layout, builtin_layouts, draw, load_layout
from splitter_print.game.scoring import max_total
from splitter_print.text import say


def layout_facts(layout: Layout) -> dict[str, object]:
    """What ``--json`` prints for one layout: its own facts plus the highest possible total."""
    return {**layout.to_json(), "max_total": max_total(layout)}


def title(layout: Layout, lang: str = "en") -> str:
    """The pad's title: a shipped pad's in ``lang`` (``Block A``), your own layout's as written."""
    return say("Pad {pad}", lang, pad=layout.name) if layout.title == f"Pad {layout.name}" else layout.title


def summary(layout: Layout, lang: str = "en") -> str:
    """One line about a pad: ``A   Pad A: 44 spaces, 2 stars, 22 rounds, at most 56 points``."""
    facts = {"title": title(layout, lang), "spaces": len(layout.spaces), "stars": len(layout.stars),
             "rounds": len(layout.mirror_pairs), "best": max_total(layout)}
    if layout.hearts:
        return f"{layout.name:<3} " + say("{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), "
                                          "{rounds} rounds, at most {best} points", lang, **facts,
                                          hearts=len(layout.hearts), bonus=layout.heart_bonus)
    return f"{layout.name:<3} " + say("{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} "
                                      "points", lang, **facts)


def _where(cells: frozenset[Cell], lang: str) -> str:
    return "; ".join(say("row {row} column {col}", lang, row=r, col=c) for r, c in sorted(cells)) or say("none", lang)


def describe(layout: Layout, lang: str = "en") -> str:
    """The pad drawn as text, followed by its facts."""
    hearts = say("hearts: {cells:any} (all the same: +{bonus})", lang, cells=_where(layout.hearts, lang),
                 bonus=layout.heart_bonus) if layout.hearts else say("hearts: {cells:any}", lang,
                                                                     cells=say("none", lang))
    lines = [summary(layout, lang), "", draw(layout), "",
             say("[ ] space   [*] star (x2)   [h] heart   | centre line", lang),
             say("stars:  {cells:any}", lang, cells=_where(layout.stars, lang)), hearts,
             say("fingerprint: {fingerprint}   from: {source:any}", lang, fingerprint=layout.fingerprint,
                 source=layout.source)]
    if layout.notes:
        lines.append(say("notes: {notes:any}", lang, notes=layout.notes))
    return "\n".join(lines)


@click.command("layouts")
@click.argument("name", required=False, metavar="[NAME|FILE]")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@click.option("--geometry", is_flag=True,
              help="Print where every space, box and marker of the printed sheet sits (mm, JSON).")
@lang_option("Language of the text (JSON keeps its English fields).")
def command(name: str | None, as_json: bool, geometry: bool, lang: str) -> None:
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
                   else "\n".join(summary(layout, lang) for layout in layouts))
        return
    layout = load_layout(name)
    click.echo(json.dumps(layout_facts(layout), indent=2) if as_json else describe(layout, lang))
