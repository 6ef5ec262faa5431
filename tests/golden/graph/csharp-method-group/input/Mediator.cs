namespace Demo;

public delegate void Publish(string n);

public class Handler
{
    public void Handle(string n, Publish publish) => publish(n);
}

// As MediatR's Mediator.cs:151, `handler.Handle(notification, _serviceProvider, PublishCore, cancellationToken)`.
public class Mediator
{
    private readonly Handler _handler = new Handler();

    public void Send(string n, Publish fallback)
    {
        _handler.Handle(n, PublishCore);
        _handler.Handle(n, fallback);
        _handler.Handle(n, Log.Write);
        _handler.Handle(nameof(Send), fallback);
    }

    public void Again() => _handler.Handle("again", this.PublishCore);

    protected virtual void PublishCore(string n) { }
}

public static class Log
{
    public static void Write(string n) { }

    public static void Write(string n, int level) { }
}
