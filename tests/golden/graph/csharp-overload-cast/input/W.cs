namespace Demo;

public class Wrapper
{
    public object Handle(object request) => Handle((string) request);

    public string Handle(string request) => request.Trim();
}
