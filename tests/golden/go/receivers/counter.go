// Copyright 2024 The Authors. License header, not package doc.

// Package counter counts things.
//
// It shows value and pointer receivers.
package counter

import (
	"fmt"
	str "strings"
	_ "embed"
	. "math"
)

// Counter counts events.
type Counter struct {
	// Name labels the counter.
	Name  string
	count int
}

// New returns a counter.
func New(name string) *Counter { return &Counter{Name: name} }

// Inc adds one (pointer receiver).
func (c *Counter) Inc() { c.count++ }

// Value reads the count (value receiver).
func (c Counter) Value() int { return c.count }

// String implements fmt.Stringer.
func (c Counter) String() string { return fmt.Sprintf("%s=%d", str.ToUpper(c.Name), c.count) }

func (c *Counter) reset() { c.count = 0 }

// Reset sets the count to zero.
//
// Deprecated: create a new Counter instead.
func (c *Counter) Reset() { c.reset() }

// Add is a method on a type declared in another file.
func (r *Registry) Add(c *Counter) {}

type state struct{ n int }

// Snapshot returns an unexported type: state is referenced.
func Snapshot(c Counter) state { return state{n: c.count} }

func (s state) Count() int { return s.n }

var _ = Sqrt
