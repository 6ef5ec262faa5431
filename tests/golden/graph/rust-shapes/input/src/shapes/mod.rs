pub mod square;

pub trait Shape {
    fn area(&self) -> f64;
}
