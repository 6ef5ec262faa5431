using System.Collections.Generic;

namespace Lib
{
    public partial class Context
    {
        internal Context(IDictionary<string, object> contextData) { }
    }
}
