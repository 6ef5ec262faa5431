pub mod test_client;
