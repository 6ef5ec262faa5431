mod shapes;

use crate::shapes::square::Square;
use std::collections::HashMap;

struct App {
    last: Square,
}

impl App {
    fn report(&self) -> f64 {
        self.last.scale(2.0).side_total()
    }
}

fn main() {
    let square = Square::new(2.0);
    let bigger = square.scale(2.0);
    let mut seen = HashMap::new();
    seen.insert("a", bigger.side_total());
    println!("{}", seen.len());
}
