/**
 * Test files by the usual path conventions (`x.test.ts`, a tsd type test `x.test-d.ts`, `x_test.go`, `test_x.py`, a
 * `tests/` or `__tests__/` folder): the one rule of the stages that must tell a test file from the code it tests
 * before file roles are stored (`src/retrieve/fileRoles.ts` adds what a file's head says). Paths are
 * repository-relative with `/` separators.
 */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec)\/|[._-](?:test|spec)(?:-d)?\.[a-z]+$|_test\.go$|(?:^|\/)test_[^/]*\.py$/u;

/** True when `path` names a test file by its path alone. Pure. */
export function isTestPath(path: string): boolean {
  return TEST_PATH.test(path);
}
