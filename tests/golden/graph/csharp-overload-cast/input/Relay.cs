namespace Demo;

public interface IRequest<out TResponse> { }

public class Relay<TResponse>
{
    // As MediatR's RequestHandlerWrapperImpl.Handle: the cast names the other overload's parameter type.
    public object Handle(object request, int n) => Handle((IRequest<TResponse>) request, n);

    public TResponse Handle(IRequest<TResponse> request, int n) => default;

    // Undecided (Wrap's result type is no parameter type): a name-only guess, never the caller itself.
    public object Send(object request) => Send(Wrap(request));

    public string Send(string request) => request;

    private static dynamic Wrap(object o) => o;
}
