enum MethodEndpoint<S, E> {
    None,
    Route(Route<E>),
    BoxedHandler(BoxedIntoRoute<S, E>),
}

impl<S, E> MethodEndpoint<S, E>
where
    S: Clone,
{
    fn is_some(&self) -> bool {
        matches!(self, Self::Route(_) | Self::BoxedHandler(_))
    }

    fn is_none(&self) -> bool {
        matches!(self, Self::None)
    }
}

fn append_allow_header<S, E>(out: &mut MethodEndpoint<S, E>, endpoint: &MethodEndpoint<S, E>) {
    if out.is_some() {
        panic!("Overlapping method route.");
    }
    if endpoint.is_none() {
        return;
    }
}
