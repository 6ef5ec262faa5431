"use strict";
/**
 * Small math helpers (CommonJS).
 */
const path = require("path");
const { readFileSync } = require("fs");

/**
 * Clamps a value.
 * @param {number} value
 * @param {number} [min]
 * @param {number} [max]
 * @returns {number}
 */
function clamp(value, min = 0, max = 1) {
  return Math.min(max, Math.max(min, value));
}

exports.clamp = clamp;
exports.TAU = Math.PI * 2;
/** Sums numbers. */
exports.sum = (...xs) => xs.reduce((a, b) => a + b, 0);
