pub use crate::{
    searcher::{Searcher, SearcherBuilder},
};

mod searcher;
