import functools
from dataclasses import dataclass, field
from warnings import deprecated


def cached(fn):
    return functools.lru_cache(maxsize=None)(fn)


@dataclass(frozen=True)
class Config:
    """Service configuration."""

    name: str
    retries: int = 3
    tags: list[str] = field(default_factory=list)


class Service:
    def __init__(self, config: Config):
        self._config = config

    @property
    def name(self) -> str:
        """The service name."""
        return self._config.name

    @name.setter
    def name(self, value: str) -> None:
        pass

    @staticmethod
    def version() -> str:
        return "1.0"

    @classmethod
    def default(cls) -> "Service":
        return cls(Config("default"))

    @cached
    @functools.wraps(print)
    def run(self, *, dry_run: bool = False) -> int:
        """Runs the service.

        Args:
            dry_run: only print what would happen.
        """
        return 0

    def _private(self):
        pass

    def __repr__(self) -> str:
        return "Service()"


@deprecated("use Service.run")
def legacy_run() -> int:
    return 0
