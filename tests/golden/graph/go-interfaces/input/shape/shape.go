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
