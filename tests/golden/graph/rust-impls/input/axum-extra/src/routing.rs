use axum::routing::Router;

pub trait RouterExt<S> {
    fn typed_put<H, T, P>(self, handler: H) -> Self;

    fn typed_post<H, T, P>(self, handler: H) -> Self;
}

impl<S> RouterExt<S> for Router<S> {
    fn typed_put<H, T, P>(self, handler: H) -> Self {
        self.route(P::PATH, axum::routing::put(handler))
    }

    fn typed_post<H, T, P>(self, handler: H) -> Self {
        self.route(P::PATH, post(handler))
    }
}
