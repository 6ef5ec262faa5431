namespace Lib
{
    public partial class Context
    {
        public Context(string operationKey) { }
    }
}
