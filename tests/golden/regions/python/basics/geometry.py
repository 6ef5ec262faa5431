"""Géométrie: shapes with non-ASCII text 👩‍💻 and 形状."""
import math
from dataclasses import dataclass as dc


@dc
class Circle:
    """A círculo."""

    r: float = 1.0

    @property
    def area(self) -> float:
        return math.pi * self.r ** 2

    def scaled(self, k):
        if k < 0:
            raise ValueError("négatif")
        elif k == 0:
            return None
        else:
            return Circle(self.r * k)


def sort_by_area(shapes):
    try:
        return sorted(shapes, key=lambda s: s.area)
    except TypeError:
        return []
