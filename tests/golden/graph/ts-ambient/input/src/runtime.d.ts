declare namespace Runtime {
  /** Starts serving. */
  function serve(port: number): void;
}
