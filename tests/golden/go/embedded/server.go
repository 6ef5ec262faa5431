package server

import (
	"net/http"
	"sync"
)

// Base holds shared fields.
type Base struct {
	ID   int    `json:"id"`
	Tags []string
}

// Server embeds Base and a mutex.
type Server struct {
	Base
	*http.Server
	sync.Mutex
	Handler   http.Handler
	X, Y      int
	private   bool
	Callbacks struct {
		OnStart func()
	}
}

// Handler handles requests.
type Handler interface {
	http.Handler
	// Name names the handler.
	Name() string
	internal()
}

// Option configures a Server.
type Option func(*Server)

// ID is an alias.
type ID = int

// Listen starts listening.
func (s *Server) Listen(addr string, opts ...Option) error { return nil }
