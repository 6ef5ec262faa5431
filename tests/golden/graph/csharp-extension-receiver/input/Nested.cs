using System;

namespace Rules
{
    public class ChainedTests
    {
        // Typed by the nested class below, not by OtherTests.PersonValidator.
        PersonValidator validator;

        public ChainedTests()
        {
            validator = new PersonValidator();
        }

        public void Run()
        {
            validator.Check();
        }

        public class PersonValidator
        {
            public void Check() { }
        }
    }

    public class OtherTests
    {
        public class PersonValidator
        {
            public void Check() { }
        }
    }
}
