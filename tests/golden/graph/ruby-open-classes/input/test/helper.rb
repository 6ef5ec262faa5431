module Rack
  class Lint
  end
end

class Minitest::Test
  def mock_app(base)
    Rack::Builder.new(base)
  end
end
