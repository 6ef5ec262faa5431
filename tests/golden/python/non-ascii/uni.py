# café ☕ 𝔘
"""Non-ASCII identifiers: naïve, Ωmega, 名前."""


def naïve(x):
    return x


class Ωmega:
    """Ω class; docstring with ☕ and 𝔘."""

    def 名前(self, 値: str = "ü") -> str:
        return 値


ÉTAT = "prêt"
