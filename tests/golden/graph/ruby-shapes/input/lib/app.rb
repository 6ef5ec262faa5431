require_relative "shapes/square"

class App
  def initialize
    @last = Shapes::Square.new(1)
  end

  def run
    square = Shapes::Square.new(2)
    bigger = square.scale(2)
    puts @last.describe
    bigger.to_json_text
  end
end
