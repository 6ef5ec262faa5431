namespace Demo;

public class Builder
{
    public int Build(int x) => x;
}

public class Builder<T>
{
    public T Build(T x) => x;
}

public class User
{
    public int Go()
    {
        var a = new Builder();
        var b = new Builder<string>();
        b.Build("s");
        return a.Build(1);
    }
}
