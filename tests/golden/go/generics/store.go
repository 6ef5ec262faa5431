package store

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

type Reader interface {
	Read(p []byte) (n int, err error)
}

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func pick(arr []int, i int) int { return arr[arr[i]] }
