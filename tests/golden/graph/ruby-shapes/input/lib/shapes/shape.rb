module Shapes
  class Shape
    def describe
      "area #{format_area(area)}"
    end

    def format_area(value)
      value.round(2).to_s
    end
  end
end
