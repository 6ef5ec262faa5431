pub mod test_client;

fn timeout() -> TimeoutLayer {
    TimeoutLayer::new(Duration::from_millis(10))
}
