//! anyhow 1dbe1862 (src/macros.rs, src/lib.rs), cut down: `#[macro_export]` with an attribute after it still exports
//! the macro; `#[doc(hidden)]` hides an item from the public API whatever its visibility.

/// Return early with an error.
#[macro_export]
#[cfg_attr(not(anyhow_no_clippy_format_args), clippy::format_args)]
macro_rules! bail {
    ($msg:literal $(,)?) => {
        return $crate::__private::Err($crate::__anyhow!($msg))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __anyhow {
    ($msg:literal $(,)?) => {
        $crate::__private::format_err($msg)
    };
}

/// Not public API.
#[doc(hidden)]
pub mod __private {
    pub fn format_err(msg: &str) -> String {
        msg.to_string()
    }
}

/// The error type.
pub struct Error {
    inner: String,
}

#[doc(hidden)]
pub fn hidden_helper() {}

#[macro_export]
/// Documented after the export.
macro_rules! documented {
    () => {};
}

/// Options.
pub struct Options {
    pub size: usize,
    #[doc(hidden)]
    pub __nonexhaustive: (),
}

/// Kinds.
pub enum Kind {
    One,
    #[doc(hidden)]
    __Nonexhaustive,
}
