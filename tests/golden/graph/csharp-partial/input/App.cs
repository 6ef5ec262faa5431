using Lib;

namespace App
{
    public class Client
    {
        public void Use(Policy policy)
        {
            Policy.Handle<System.Exception>().Retry();
            policy.Execute();
            policy.Guard();
            policy.Describe();
            policy.Elsewhere();
        }
    }
}

namespace App
{
    // Overloads in several parts, picked by type arguments and by what the arguments are.
    public class Overloads
    {
        public void Generic() => Policy.NoOp<int>();

        public void Plain() => Policy.NoOp();

        public void ByLambda() => Policy.Timeout(() => 3, () => { });

        public void ByNumber() => Policy.Timeout(30, () => { });

        public void ByString(string operationKey) => new Context(operationKey);
    }
}
