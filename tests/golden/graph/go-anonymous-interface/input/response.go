package echo

import (
	"errors"
	"net/http"
)

// Response wraps an http.ResponseWriter.
type Response struct {
	http.ResponseWriter
}

// Unwrap returns the original http.ResponseWriter.
func (r *Response) Unwrap() http.ResponseWriter {
	return r.ResponseWriter
}

// Unwrapper is a writer that wraps another.
type Unwrapper interface {
	Unwrap() http.ResponseWriter
}

// UnwrapResponse unwraps given ResponseWriter to return contexts original Echo Response.
func UnwrapResponse(rw http.ResponseWriter) (*Response, error) {
	for {
		switch t := rw.(type) {
		case *Response:
			return t, nil
		case interface{ Unwrap() http.ResponseWriter }:
			rw = t.Unwrap()
			continue
		default:
			return nil, errors.New("ResponseWriter does not implement 'Unwrap() http.ResponseWriter' interface")
		}
	}
}
