pub trait FromRequestParts<S>: Sized {
    type Rejection;

    fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection>;
}

pub trait FromRequest<S>: Sized {
    type Rejection;

    fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection>;
}

pub trait OptionalFromRequest<S>: Sized {
    type Rejection;

    fn from_request(req: Request, state: &S) -> Result<Option<Self>, Self::Rejection>;
}
