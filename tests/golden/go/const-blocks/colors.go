package colors

// Color is a color.
type Color int

// The colors.
const (
	// Red is the first color.
	Red Color = iota
	Green
	Blue
	_
	hidden
	Purple
)

// Sizes, with an expression repeated implicitly.
const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
)

// Max is a single constant.
const Max = 10

const (
	A, B = 1, 2
	Name string = "colors"
)

var (
	// Default is the default color.
	Default = Red
	Palette []Color
	count   int
)

// Version of the package.
var Version = "1.0"
