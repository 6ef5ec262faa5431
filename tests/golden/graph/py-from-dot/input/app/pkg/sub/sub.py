def inner() -> None: pass
