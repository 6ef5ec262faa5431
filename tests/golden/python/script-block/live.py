"""Cut down from rich's live.py: the demo under the script guard imports what the module never uses."""
import sys
from threading import Event, RLock, Thread

from .console import Console, RenderableType


class Live:
    """Renders an auto-updating live display of any given renderable."""

    def refresh(self) -> None:
        """Update the display of the Live Render."""
        import warnings

        warnings.warn("refresh")


if __name__ == "__main__":  # pragma: no cover
    import random
    import time
    from itertools import cycle

    from .live import Live as Live
    from .table import Table

    with Live(Table()) as live:
        time.sleep(random.random())
