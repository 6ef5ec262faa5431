pub fn usize(n: usize) -> usize {
    n.max(1)
}
