use crate::shapes::Shape;

pub struct Square {
    side: f64,
}

impl Square {
    pub fn new(side: f64) -> Square {
        Square { side }
    }

    pub fn scale(&self, factor: f64) -> Square {
        Square::new(self.side * factor)
    }
}

impl Shape for Square {
    fn area(&self) -> f64 {
        self.side * self.side
    }
}
