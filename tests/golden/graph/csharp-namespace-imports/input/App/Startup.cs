using Microsoft.Extensions.DependencyInjection;

namespace App;

public class Startup
{
    public void Configure(IServiceCollection services)
    {
        services.AddMediatR();
    }
}
