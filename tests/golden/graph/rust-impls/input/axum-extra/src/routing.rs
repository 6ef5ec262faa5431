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

async fn shutdown(server_task: JoinHandle<()>) {
    tokio::time::timeout(Duration::from_secs(2), server_task)
        .await
        .expect("server task did not finish");
}
