package main

import (
	"example.com/lit/binding"
	"net/http"
)

// Engine is the framework instance.
type Engine struct {
	RouterGroup
	pool []*Context
}

// RouterGroup groups routes.
type RouterGroup struct {
	engine *Engine
}

// Context carries one request.
type Context struct {
	engine *Engine
}

// Handle serves one route.
func (g *RouterGroup) Handle(path string) {}

// New builds an engine.
func New() *Engine {
	engine := &Engine{
		RouterGroup: RouterGroup{},
	}
	engine.RouterGroup.engine = engine
	return engine
}

func (engine *Engine) allocateContext() *Context {
	return &Context{engine: engine}
}

func main() {
	New().Handle("/")
	(&RouterGroup{}).Handle("/x")
	RouterGroup{}.Handle("/y")
	srv := &http.Server{}
	_ = srv
	binding.Box[string]{}.Get()
	_ = &binding.Box[int]{}
	(&Engine{}).Handle("/z")
}
