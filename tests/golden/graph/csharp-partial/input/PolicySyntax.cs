namespace Lib
{
    public partial class Policy
    {
        public static PolicyBuilder Handle<TException>() => new PolicyBuilder();

        public void Guard() { }

        public static Policy Create() => new Policy(2);

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
