import collections.abc
from abc import ABCMeta
from typing import Generic, TypeVar

T = TypeVar("T")


class Tree(collections.abc.Sized, Generic[T], metaclass=ABCMeta):
    """A tree of nodes."""

    class Node(object):
        """One node."""

        value: int

        class Meta:
            ordering = "value"

        def children(self) -> list["Tree.Node"]:
            return []

    class _Cache:
        pass

    def root(self) -> "Tree.Node":
        def local_helper():
            class Local:
                def hidden(self):
                    pass
            return Local
        return Tree.Node()
