using Microsoft.Extensions.DependencyInjection;

namespace MediatR.Entities;

// As MediatR's OpenBehavior.cs: the namespace is imported for the framework's ServiceLifetime only.
public class OpenBehavior
{
    public ServiceLifetime Lifetime { get; }
}
