import typing


def f(a,  # the first
      b: int = 2,  # the second
      ) -> int:  # type: ignore
    return a + b


class C:
    def __call__(self, x):  # type: ignore[override]
        return x

    def __enter__(self) -> "C":
        return self

    def __iter__(self) -> typing.Iterator[int]:
        yield 1

    def _private(self):
        pass

    def g(self, y: int  # why
          ) -> str:
        return str(y)
