"""Shapes with an explicit public API.

Only the names in ``__all__`` are public.
"""
from .geometry import area as compute_area, perimeter
from . import units

__all__ = ["Circle", "make_circle", "compute_area", "units", "_hidden_but_listed"]

DEFAULT_RADIUS = 1.0


class Circle:
    """A circle."""

    radius: float

    def __init__(self, radius: float = DEFAULT_RADIUS) -> None:
        self.radius = radius


class Square:
    """Public by name, but not listed in __all__."""


def make_circle(radius: float) -> Circle:
    """Makes a circle."""
    return Circle(radius)


def _hidden_but_listed() -> None:
    pass


def helper() -> None:
    """Not listed: private."""
