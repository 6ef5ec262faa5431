// Package unicode uses non-ASCII identifiers: café ☕ 𝔘.
package unicode

// Ñandú is exported: Ñ is an upper-case letter.
type Ñandú struct {
	Ålder int
	ñame  string
}

// Über returns a greeting with 𝔘 in it.
func Über(straße string) string { return "𝔘 " + straße }

// ñoño is not exported: ñ is lower case.
func ñoño() {}

// Πλήθος counts.
const Πλήθος = 3
