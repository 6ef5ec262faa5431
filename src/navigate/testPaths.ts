/**
 * Whether a repository path is test code, by the naming conventions of the languages strata extracts:
 * test folders (`test/`, `tests/`, `__tests__/`, `spec/`, `testdata/`), and file names such as `*.test.ts`,
 * `*.spec.js`, `*_test.go`, `test_*.py`, `*_test.py`, `*Test.java`, `*Tests.cs`, `*_spec.rb`.
 */
const TEST_DIR = /(^|\/)(tests?|__tests__|spec|specs|testdata|testing)\//u;
const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|(_test\.(go|py|rb|exs?)$)|(^|\/)test_[^/]+\.py$|(Tests?\.(java|cs|kt|php)$)|(_spec\.rb$)|(^|\/)conftest\.py$/u;

/** True for test files and files under test folders. */
export function isTestPath(path: string): boolean {
  return TEST_DIR.test(path) || TEST_FILE.test(path);
}
