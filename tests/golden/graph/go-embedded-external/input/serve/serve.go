package serve

import (
	"net/http"

	"example.com/app"
)

// Mount registers a handler that reads the request's context (the inner r shadows the router).
func Mount(r app.Router) {
	r.Get("/", func(w http.ResponseWriter, r *http.Request) {
		_ = r.Context()
	})
}
