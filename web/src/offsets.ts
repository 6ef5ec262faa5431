/**
 * Offsets between the server's text and CodeMirror's document. The server counts UTF-16 code units of the
 * file as it is (a `\r\n` line break is 2 units); CodeMirror splits lines on `\r\n`, `\r` and `\n` and counts
 * every line break as 1 unit. So on a file with CRLF line breaks the two disagree by one unit per `\r\n`
 * before the offset; a lone `\r` or `\n` is 1 unit on both sides. CodeMirror gets the text with `\r\n`
 * replaced by `\n` (its own document then equals the value it was given) and every offset crossing the
 * boundary goes through this map.
 */
export class OffsetMap {
  /** Server offsets of the `\r` of each `\r\n`, ascending. */
  private readonly crlf: number[] = [];
  /** The text as CodeMirror receives it: every `\r\n` replaced by `\n`. */
  readonly editorText: string;

  constructor(serverText: string) {
    for (let i = serverText.indexOf("\r\n"); i >= 0; i = serverText.indexOf("\r\n", i + 2)) this.crlf.push(i);
    this.editorText = this.crlf.length ? serverText.replace(/\r\n/g, "\n") : serverText;
  }

  /** Number of `\r\n` pairs whose `\r` lies before server offset `server` (a `\r` at `server` is not counted). */
  private pairsBefore(server: number): number {
    let lo = 0;
    let hi = this.crlf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.crlf[mid]! < server) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** CodeMirror offset of server offset `server` (an offset between `\r` and `\n` maps to the line end). */
  toEditor(server: number): number {
    return server - this.pairsBefore(server);
  }

  /** Server offset of CodeMirror offset `editor` (the end of a line maps to just before its `\r\n`). */
  toServer(editor: number): number {
    // The pair k (0-based) sits at editor offset crlf[k] - k; pairs with that offset below `editor` lie before it.
    let lo = 0;
    let hi = this.crlf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.crlf[mid]! - mid < editor) lo = mid + 1;
      else hi = mid;
    }
    return editor + lo;
  }
}
