package main

import (
	"example.com/shop/pkg/store"
	"strings"
)

func main() {
	st := store.New()
	st.Put(strings.ToUpper("a"), 1)
	var other store.Store
	other.Size()
	c := &store.Counted{Store: st}
	c.Put("b", 2)
	run(st)
	store.New().Get("z")
}

func run(s *store.Store) int {
	return s.Get("a")
}
