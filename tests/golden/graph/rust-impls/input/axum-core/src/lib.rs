pub mod extract;
