namespace Demo;

public interface IRequest { }

public interface IRequest<out TResponse> : IRequest { }

public interface IHandler<in TRequest, TResponse> where TRequest : IRequest<TResponse>
{
    TResponse Handle(TRequest request);
}

public interface IHandler<in TRequest> where TRequest : IRequest
{
    void Handle(TRequest request);
}

public class Ping : IRequest<string> { }

public class Note : IRequest { }

public class PingHandler : IHandler<Ping, string>
{
    public string Handle(Ping request) => "pong";
}

public class NoteHandler : IHandler<Note>
{
    public void Handle(Note request) { }
}

public class Runner
{
    public void Run(IHandler<Note> notes, IHandler<Ping, string> pings)
    {
        notes.Handle(new Note());
        pings.Handle(new Ping());
    }
}
