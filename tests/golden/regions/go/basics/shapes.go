// Package shapes: formes géométriques ☕ 形状.
package shapes

import (
	"fmt"
	"math"
)

type Shape interface {
	Area() float64
}

type Circle struct {
	R     float64
	Label string // "círculo 👩‍💻"
}

func (c *Circle) Area() float64 {
	return math.Pi * c.R * c.R
}

func Describe(s Shape) string {
	switch v := s.(type) {
	case *Circle:
		return fmt.Sprintf("circle %s", v.Label)
	default:
		return "?"
	}
}

func Each(xs []Shape, f func(Shape)) {
	for _, x := range xs {
		go func() { f(x) }()
	}
}
