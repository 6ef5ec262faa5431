package shape

import "io"

// Shape is implemented by Square here and by draw.Circle in another package.
type Shape interface {
	Area() float64
	Named
}

type Named interface {
	Name() string
}

// ReadNamer embeds an interface from outside the repository: its method set is unknown.
type ReadNamer interface {
	io.Reader
	Name() string
}

type Empty interface{}

type Square struct{ side float64 }

func (s Square) Area() float64 { return s.side * s.side }

func (s *Square) Name() string { return "square" }

// Half has Area but not Name.
type Half struct{ side float64 }

func (h Half) Area() float64 { return h.side / 2 }

// Sizer's Area returns an int: Square's returns a float64, so Square is no Sizer.
type Sizer interface {
	Area() int
}

// Labeler takes parameters named differently from Square.Label's, and a named result.
type Labeler interface {
	Label(prefix, suffix string) string
}

func (s Square) Label(a, b string) (out string) { return a + b }
