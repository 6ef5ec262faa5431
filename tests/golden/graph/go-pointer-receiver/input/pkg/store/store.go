package store

import "fmt"

// Store keeps items by key.
type Store struct {
	items map[string]int
}

// New returns an empty store.
func New() *Store {
	return &Store{items: map[string]int{}}
}

// Get reads one item.
func (s *Store) Get(key string) int {
	return s.items[key]
}

// Put writes one item and logs it.
func (s *Store) Put(key string, v int) {
	s.items[key] = v
	fmt.Println(s.Get(key))
}

func (s Store) Size() int {
	return len(s.items)
}
