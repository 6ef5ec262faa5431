package shape

import (
	"database/sql/driver"
	"io"
	"net/http"
)

// Shape is implemented by Square here and by draw.Circle in another package.
type Shape interface {
	Area() float64
	Named
}

type Named interface {
	Name() string
}

// ReadNamer embeds a standard-library interface whose method set the Go table knows.
type ReadNamer interface {
	io.Reader
	Name() string
}

// NamedHandler embeds http.Handler and a repository interface (chi's Router embeds http.Handler and Routes).
type NamedHandler interface {
	http.Handler
	Named
}

// Valuer embeds an interface from outside the repository that no table lists: its method set is unknown.
type Valuer interface {
	driver.Valuer
	Name() string
}

// File reads and has a name: a ReadNamer, and a Named.
type File struct{}

func (f *File) Read(p []byte) (n int, err error) { return 0, nil }

func (f *File) Name() string { return "file" }

func (f *File) Value() (driver.Value, error) { return nil, nil }

// Page serves HTTP and has a name: a NamedHandler, an http.Handler it does not declare, and a Named.
type Page struct{}

func (p Page) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

func (p Page) Name() string { return "page" }

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
