def a():
    """Alpha doc.

    More text.
    """
    return 1  # one


class B:
    """Bravo."""

    def c(self, x: int) -> int:
        return x
