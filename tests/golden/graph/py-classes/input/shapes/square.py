from shapes.base import Shape


class Square(Shape):
    def scale(self) -> int:
        return super().scale() * 2


def fact(n: int) -> int:
    return 1 if n <= 1 else n * fact(n - 1)


def build(shape: Shape) -> int:
    sq = Square(2)
    return sq.area() + shape.area() + fact(3)


class Canvas:
    background: Square

    def __init__(self):
        self.shape = Shape(1)

    def total(self) -> int:
        return self.shape.area() + self.background.scale()
