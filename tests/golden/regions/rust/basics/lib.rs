//! Geometry helpers.
//! Second line.

use std::collections::HashMap;
use std::{fmt, io::Write};
use crate::util::slug as make_slug;
use super::*;

/// A point in space.
#[derive(Debug, Clone)]
pub struct Point<T> {
    /// X coordinate.
    pub x: T,
    y: T,
}

pub struct Unit;

/// Shapes.
pub enum Shape {
    Circle(f64),
    Square { side: f64 },
}

pub trait Area {
    /// The area.
    fn area(&self) -> f64;
}

impl<T: Copy> Point<T> {
    /// Makes a point.
    pub fn new(x: T, y: T) -> Self { Point { x, y } }
    fn private(&self) {}
}

impl Area for Shape {
    fn area(&self) -> f64 { 0.0 }
}

pub fn add(a: i32, b: i32) -> i32 { a + b }
pub async fn fetch<'a>(url: &'a str) -> Result<String, io::Error> { todo!() }
fn hidden() {}
/// Old adder.
#[deprecated(since = "0.2.0", note = "use add")]
#[inline]
pub fn old_add(a: i32, b: i32) -> i32 { a + b }
pub const MAX: usize = 10;
pub static NAME: &str = "x";
pub type Map = HashMap<String, i32>;
pub mod inner;
pub(crate) fn crate_only() {}
macro_rules! square { ($x:expr) => { $x * $x }; }
