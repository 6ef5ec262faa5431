namespace Lib
{
    public partial class Policy
    {
        public static Policy NoOp<TResult>() => null;
    }
}
