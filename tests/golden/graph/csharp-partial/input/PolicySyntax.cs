namespace Lib
{
    public partial class Policy
    {
        public static PolicyBuilder Handle<TException>() => new PolicyBuilder();

        public void Guard() { }

        public static Policy Create() => new Policy(2);

        public static Policy NoOp() => null;

        public static Policy Timeout(int seconds, System.Action onTimeout) => null;

        public static Policy Timeout(System.Func<int> timeoutProvider, System.Action onTimeout) => null;

        public void Run()
        {
            Execute();
            Describe();
            _store.Save();
        }
    }

    public class PolicyBuilder
    {
        public Policy Retry() => null;
    }
}
