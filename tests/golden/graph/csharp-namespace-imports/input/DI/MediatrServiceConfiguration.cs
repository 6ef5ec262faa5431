namespace Microsoft.Extensions.DependencyInjection;

public class MediatrServiceConfiguration
{
    public ServiceLifetime Lifetime { get; set; }
}
