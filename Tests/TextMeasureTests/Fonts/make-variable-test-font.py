#!/usr/bin/env python3
"""Writes VariableTest.ttf beside this script: a tiny variable TrueType font made here from nothing (so it is ours
to ship), standing in for Apple's variable SF-Pro.ttf in the tests. 1000 units per em; glyphs space and "a" (a
plain rectangle). Axes: wght 100 to 900 (default 400), opsz 17 to 28 (default 17). "a" advances 1000 units at the
default; the wght axis adds 400 at 900 and the opsz axis 200 at 28, through gvar's phantom points (no HVAR), so
a measurer that sets the axes reads 1000 + 400 * (w - 400) / 500 + 200 * (o - 17) / 11 for w >= 400, o >= 17.
Needs fontTools (Debian: apt-get install python3-fonttools).
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation


def rectangle(width, height):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0)); pen.lineTo((50, height)); pen.lineTo((width - 50, height)); pen.lineTo((width - 50, 0)); pen.closePath()
    return pen.glyph()


builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder([".notdef", "space", "a"])
builder.setupCharacterMap({32: "space", 97: "a"})
builder.setupGlyf({".notdef": rectangle(500, 700), "space": TTGlyphPen(None).glyph(), "a": rectangle(1000, 500)})
builder.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "a": (1000, 50)})
builder.setupHorizontalHeader(ascent=800, descent=-200)
builder.setupNameTable({"familyName": "Catalog Variable Test", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
builder.setupPost()
builder.setupFvar(
    axes=[("wght", 100, 400, 900, "Weight"), ("opsz", 17, 17, 28, "Optical size")],
    instances=[{"location": {"wght": 400, "opsz": 17}, "stylename": "Regular"}, {"location": {"wght": 600, "opsz": 17}, "stylename": "Semibold"}],
)
# "a" has four outline points, then four phantom points: left, right (the advance), top, bottom.
none = [(0, 0)] * 4
builder.setupGvar({
    "a": [
        TupleVariation({"wght": (0, 1, 1)}, none + [(0, 0), (400, 0), (0, 0), (0, 0)]),
        TupleVariation({"opsz": (0, 1, 1)}, none + [(0, 0), (200, 0), (0, 0), (0, 0)]),
    ],
})
builder.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "VariableTest.ttf"))
