namespace Demo;

public interface INotification { }

public interface IVoidRequest { }

public class Pinged : INotification { }

public class Ping : IRequest<string> { }

public class Job : IVoidRequest { }

public class Options { }

// As MediatR's IPublisher and ISender: an argument of a repository type picks the overload it converts to best.
public class Sender
{
    public void Publish(object notification) { }

    public void Publish<TNotification>(TNotification notification) where TNotification : INotification { }

    public string Send<TResponse>(IRequest<TResponse> request) => null;

    public void Send<TRequest>(TRequest request) where TRequest : IVoidRequest { }

    public void Configure(System.Action<Options> configure) { }

    public void Configure(Options options) { }

    // As MediatR's AddStreamBehavior: a generic method whose parameters name no type parameter needs type arguments.
    public void Register<TService, TImplementation>(int lifetime = 0) { }

    public void Register(System.Type implementation, int lifetime = 0) { }

    public void Run()
    {
        Publish(new Pinged());
        Send(new Ping());
        Job job = new Job();
        Send(job);
        var options = new Options();
        Configure(options);
        Register(typeof(Job));
    }
}
