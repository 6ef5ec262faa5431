/**
 * The one error type of the workspace: a request the server refuses, with the HTTP status to answer.
 * Never stops the server; each request fails alone.
 */
export class WorkspaceError extends Error {
  /**
   * @param status HTTP status (400 bad input, 403 outside the repository, 404 missing, 409 stale, 503 page not built).
   * @param message A sentence naming what is wrong and, where it helps, how to fix it.
   */
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 503,
    message: string,
  ) {
    super(message);
    this.name = "WorkspaceError";
  }
}
