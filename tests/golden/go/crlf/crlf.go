// Package crlf has CRLF line endings.
// Second line.
package crlf

// Greet says hi.
// It has two lines.
func Greet(name string) string {
	return "hi " + name
}

/* Block is documented
   with a block comment. */
type Block struct {
	Field int
}
