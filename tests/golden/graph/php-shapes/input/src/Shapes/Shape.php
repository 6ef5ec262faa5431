<?php
namespace Acme\Shapes;

abstract class Shape implements \JsonSerializable
{
    abstract public function area(): float;

    public function describe(): string
    {
        return 'area ' . $this->formatArea($this->area());
    }

    protected function formatArea(float $value): string
    {
        return number_format($value, 2);
    }
}
