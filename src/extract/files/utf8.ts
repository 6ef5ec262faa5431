/**
 * Where UTF-8 decoding fails. `TextDecoder` with `fatal: true` only says *that* a buffer is invalid; the
 * `invalid-utf8` skip detail names the byte, so this scanner finds it.
 */

/**
 * Byte offset (0-based) of the first byte of the first ill-formed UTF-8 sequence in `bytes`, or -1 when
 * the whole buffer is well-formed. Follows Unicode Table 3-7 (the rules `TextDecoder` applies): overlong
 * forms, UTF-16 surrogates (U+D800–U+DFFF) and code points above U+10FFFF are ill-formed, and so is a
 * sequence cut short by a non-continuation byte or by the end of the buffer.
 */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0; // overlong
      if (b === 0xed) hi = 0x9f; // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90; // overlong
      if (b === 0xf4) hi = 0x8f; // above U+10FFFF
    } else return i;
    if (i + need >= n) return i; // cut short by the end of the buffer
    const second = bytes[i + 1]!;
    if (second < lo || second > hi) return i;
    for (let k = 2; k <= need; k += 1) {
      const c = bytes[i + k]!;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** 1-based line number of byte `offset`: one more than the number of `\n` bytes before it. */
export function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i += 1) if (bytes[i] === 0x0a) line += 1;
  return line;
}
