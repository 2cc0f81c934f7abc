"""The Wild's oval: where its signs go is found by measuring distances to the oval's rim (face_layout._nearest_of).

The quick search must give exactly the distances of trying every rim point, or a Wild's face would change.
"""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from unokit.render import face_layout


def rim(rx: float, ry: float, count: int = 720) -> list[tuple[float, float]]:
    return [(rx * math.cos(2 * math.pi * k / count), ry * math.sin(2 * math.pi * k / count)) for k in range(count)]


@given(rx=st.floats(2.0, 40.0), ry=st.floats(2.0, 40.0), u=st.floats(-1.3, 1.3), v=st.floats(-1.3, 1.3),
       count=st.sampled_from([720, 719, 100, 17, 1]))
def test_the_nearest_rim_point_is_the_one_trying_every_point_finds(rx, ry, u, v, count):
    points = rim(rx, ry, count)
    x, y = u * rx, v * ry
    assert face_layout._nearest_of(points)(x, y) == min(math.hypot(x - px, y - py) for px, py in points)


def test_the_nearest_rim_point_of_the_points_the_wild_faces_ask():
    """Every point _wild_sign_spots measures on a classic Wild's oval (its sectors' middles, 30–95 % out)."""
    rx, ry = 20.0, 30.0
    points = rim(rx, ry)
    nearest = face_layout._nearest_of(points)
    for sector in range(8):
        a0, a1 = face_layout._wild_sector(sector, 8)
        ux, uy = face_layout._wild_ray(rx, ry, (a0 + a1) / 2)
        reach = 1 / math.hypot(ux / rx, uy / ry)
        for step in range(30, 96):
            x, y = step / 100 * reach * ux, step / 100 * reach * uy
            assert nearest(x, y) == min(math.hypot(x - px, y - py) for px, py in points)
