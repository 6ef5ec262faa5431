def positional(a, b, /, c, *, d, e=5):
    pass


def variadic(*args: int, **kwargs: str) -> None:
    pass


def mixed(x: int, /, y: float = 1.5, *rest, flag: bool = False, **options) -> dict[str, int]:
    pass


def defaults(name="world", count: int = 2, items=None, pair=(1, 2)):
    pass


def bare_star(*, key):
    pass
