__all__ = ["Base", "Cookies"]


class Base:
    def close(self) -> None:
        pass


class Cookies(Base):
    def extract(self, response) -> None:
        pass


def _private() -> None:
    pass


DEFAULT = Cookies()
