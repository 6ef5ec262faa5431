namespace Lib
{
    /// <summary>Policies; the static builders are in PolicySyntax.cs.</summary>
    public partial class Policy : PolicyBase
    {
        private readonly Store _store = new Store();

        internal Policy(int retries) { }

        public void Execute()
        {
            Guard();
            _store.Save();
        }
    }

    public class Store
    {
        public void Save() { }
    }
}
