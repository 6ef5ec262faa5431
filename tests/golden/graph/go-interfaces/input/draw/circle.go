package draw

type base struct{}

func (base) Name() string { return "circle" }

// Circle gets Name from its embedded base.
type Circle struct {
	base
	r float64
}

func (c Circle) Area() float64 { return 3 * c.r * c.r }
