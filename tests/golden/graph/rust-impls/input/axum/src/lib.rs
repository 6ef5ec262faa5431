pub mod json;
pub mod query;
pub mod routing;
pub mod test_helpers;

fn allow<S, E>(out: &mut MethodEndpoint<S, E>, endpoint: &MethodEndpoint<S, E>) {
    routing::method_routing::append_allow_header(out, endpoint)
}
