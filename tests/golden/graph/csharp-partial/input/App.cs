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
