/**
 * A JS class.
 */
export class Js {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    this._hidden = 0;
  }
  /** @returns {number} */
  size() {
    return 1;
  }
}

/** @typedef {{ a: number, b?: string }} Pair */

/** @param {Pair} p */
export function usePair(p) {
  return p.a;
}
