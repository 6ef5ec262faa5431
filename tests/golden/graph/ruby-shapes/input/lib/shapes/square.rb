require_relative "shape"
require "json"

module Shapes
  class Square < Shape
    def initialize(side)
      @side = side
    end

    def area
      @side * @side
    end

    def scale(factor)
      Square.new(@side * factor)
    end

    def to_json_text
      JSON.generate(side: @side)
    end
  end
end
