/**
 * Test files by the usual path conventions (`x.test.ts`, a tsd type test `x.test-d.ts`, `x_test.go`, `test_x.py`,
 * `conftest.py`, `ParserTest.java`, a `tests/`, `__tests__/`, `fixtures/`, `e2e/`, `integration_tests/` or .NET
 * `My.Lib.Tests/` folder): the one rule of the stages that must tell a test file from the code it tests
 * before file roles are stored (`src/retrieve/fileRoles.ts` adds what a file's head says). Paths are
 * repository-relative with `/` separators.
 */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|e2e|[\w.-]+[._-](?:[Uu]nit|[Ii]ntegration)?[Tt]ests?)\/|[._-](?:test|spec)(?:-d)?\.[a-z]+$|_test\.go$|(?:^|\/)(?:test_[^/]*|conftest)\.py$/u;

/**
 * A test class's file named by its class, in languages whose files are named so (PHPUnit's `FilesystemTest.php`,
 * JUnit's `ParserTest.java`, xUnit's `ParserTests.cs`, a shared `AdapterTestCase.php`): a lower-case letter or digit,
 * then `Test`, `Tests` or `TestCase`, case-sensitive (`Latest.php`, `contest.java` are code).
 */
export const CLASS_TEST_FILE = /[\p{Ll}\p{N}](?:Tests?|TestCase)\.(?:php|java|cs|kt|kts|scala|groovy|swift)$/u;

/** True when `path` names a test file by its path alone. Pure. */
export function isTestPath(path: string): boolean {
  return TEST_PATH.test(path) || CLASS_TEST_FILE.test(path);
}
