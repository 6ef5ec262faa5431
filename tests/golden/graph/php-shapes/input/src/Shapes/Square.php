<?php
namespace Acme\Shapes;

class Square extends Shape
{
    public function __construct(private float $side)
    {
    }

    public function area(): float
    {
        return $this->side * $this->side;
    }

    public function scale(float $factor): Square
    {
        return new Square($this->side * $factor);
    }

    public function jsonSerialize(): mixed
    {
        return ['side' => $this->side];
    }
}
