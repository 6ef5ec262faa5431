require "json"
require_relative "helpers/format"

# Greets people.
# Second line.
module Greeting
  # A greeter.
  class Greeter < Base
    include Comparable
    attr_reader :name

    # Creates one.
    def initialize(name, greeting = "Hello", *rest, key:, opt: 1, **opts, &block)
    end

    # Says hello.
    def greet(other)
      "#{@greeting}, #{other}"
    end

    def self.create(name) = new(name)

    private

    def secret; end

    public

    def visible?; end
  end

  def self.helper; end
end

def top_level(x) end
