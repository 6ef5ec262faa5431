package app

import "net/http"

// Router registers handlers; it is also an http.Handler.
type Router interface {
	http.Handler
	Get(pattern string, h http.HandlerFunc)
}

// Server has a Context method, so the name is defined in the repository.
type Server struct{}

// Context of the server.
func (s *Server) Context() string { return "" }
