//! Structs declared inside `pin_project!` (pin-project-lite), as reqwest's `Pending`.

pin_project! {
    /// A pending request.
    pub struct Pending {
        #[pin]
        inner: PendingInner, // "}" in a comment
    }
}

impl Pending {
    /// An already failed request.
    pub fn new_err(err: &str) -> Pending {
        let s = "{";
        Pending { inner: PendingInner::new(s) }
    }
}

struct PendingInner {}
