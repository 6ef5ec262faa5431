namespace Lib
{
    public abstract class PolicyBase
    {
        public void Describe() { }
    }
}
