package store

// Counted is a Store that counts writes.
type Counted struct {
	*Store
	writes int
}

func (c *Counted) Put(key string, v int) {
	c.writes++
	c.Store.Put(key, v)
	helper()
}

func helper() {}
