package binding

import "bytes"

type jsonBinding struct{}

// BindBody decodes JSON.
func (jsonBinding) BindBody(body []byte, obj any) error { return nil }

type msgpackBinding struct{}

// BindBody decodes msgpack.
func (msgpackBinding) BindBody(body []byte, obj any) error { return nil }

// formBinding has no BindBody.
type formBinding struct{}

// buffered gets its methods from an outside type.
type buffered struct {
	bytes.Buffer
}

// Box holds one value.
type Box[T any] struct {
	v T
}

func (b Box[T]) Get() T { return b.v }

// Default is a JSON binding.
var Default = jsonBinding{}
