//! Plain `//` comments and blank lines between a doc comment and its item (reqwest's `ClientBuilder::retry`), as rustdoc reads them.

/// Retries a failed request.
// XXX: the name may change.
#[must_use]
// a second plain line
pub fn retry(times: u32) -> u32 { times }

// Only a plain comment: no doc.
pub fn plain() {}

/// Kept apart by a blank line.

pub fn apart() {}
