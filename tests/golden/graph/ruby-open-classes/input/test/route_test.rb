require_relative "helper"

class RouteTest < Minitest::Test
  it "routes"

  def test_route(app)
    mock_app(app)
    app.respond_to?(:call)
    app.mystery
  end
end
