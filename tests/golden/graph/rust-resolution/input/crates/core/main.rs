use std::sync::Arc;

use grep_searcher::{Searcher, SearcherBuilder};

mod flags;

use crate::flags::convert;

const NAME: &str = "rg";

fn main() {
    let searcher = Arc::new(SearcherBuilder::new().line_number(true).build());
    let count = searcher.search(NAME.trim()).unwrap();
    let shared: Arc<Searcher> = Arc::new(Searcher::fresh());
    shared.copy();
    OsString::from_vec(vec![]);
    convert::usize(count);
}
