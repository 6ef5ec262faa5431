pub mod json;
pub mod query;
pub mod routing;
pub mod test_helpers;
