namespace Other
{
    // Same name, another namespace: no part of Lib.Policy.
    public partial class Policy
    {
        public void Elsewhere() { }
    }
}
