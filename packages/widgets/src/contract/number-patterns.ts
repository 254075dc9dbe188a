import type { PropSpec } from '@etalage/runtime';

type NumberSpec = Extract<PropSpec, { type: 'number' }>;

/**
 * Regular expressions (ECMA-262, as JSON Schema's `pattern` reads them) for the text of a number attribute, written to
 * accept exactly what the runtime's `parseProps` accepts: `Number(text)` after trimming (`\s` is the same white space
 * as `String.prototype.trim`), finite, whole when `integer`, at least `min`. Hexadecimal, binary and octal spellings
 * are there because `Number` reads them. Where the two differ, the schema is the stricter: it rejects exponents of
 * three digits (`1e999` is no finite number, `1e-400` is 0), exponents on whole numbers and whole numbers of more than
 * 15 digits (some are safe integers, not all), which the runtime may read. Only a number of over 300 digits passes the
 * schema and not the runtime. No template writes any of these.
 */
const decimal = String.raw`(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,2})?`;
const zero = String.raw`(0+\.?0*|\.0+)([eE][+-]?\d{1,2})?`;
const nonDecimal = String.raw`0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+`;
// Whole numbers: at most 15 significant digits (13 hex digits, 53 binary, 17 octal) are always safe integers.
const whole = String.raw`0*\d{1,15}(\.0*)?|\.0+`;
const wholeZero = String.raw`(0+(\.0*)?|\.0+)`;
const wholeNonDecimal = String.raw`0[xX]0*[0-9a-fA-F]{1,13}|0[bB]0*[01]{1,53}|0[oO]0*[0-7]{1,17}`;
const wholeFromOne = String.raw`0*[1-9]\d{0,14}(\.0*)?`;
const wholeNonDecimalFromOne = String.raw`0[xX]0*[1-9a-fA-F][0-9a-fA-F]{0,12}|0[bB]0*1[01]{0,52}|0[oO]0*[1-7][0-7]{0,16}`;

const trimmed = (alternatives: string) => String.raw`^\s*(${alternatives})\s*$`;

export interface NumberPattern {
  /** The key of its shared definition in the schema's `$defs`: `number.whole-from-1`. */
  key: string;
  pattern: string;
  /** In words, for the docs and the schema's `description`. */
  words: string;
  /** False when the pattern is looser than the runtime (a `min` it cannot spell): the checker still applies the runtime's rule. */
  exact: boolean;
}

export function numberPattern(spec: NumberSpec): NumberPattern {
  const { integer = false, min } = spec;
  if (integer) {
    if (min === undefined) return { pattern: trimmed(String.raw`[+-]?(${whole})|${wholeNonDecimal}`), key: 'number.whole', words: 'a whole number', exact: true };
    if (min === 0) return { pattern: trimmed(String.raw`\+?(${whole})|-${wholeZero}|${wholeNonDecimal}`), key: 'number.whole-from-0', words: 'a whole number from 0', exact: true };
    if (min === 1) return { pattern: trimmed(String.raw`\+?${wholeFromOne}|${wholeNonDecimalFromOne}`), key: 'number.whole-from-1', words: 'a whole number from 1', exact: true };
    return { pattern: trimmed(String.raw`[+-]?(${whole})|${wholeNonDecimal}`), key: `number.whole-from-${min}`, words: `a whole number from ${min}`, exact: false };
  }
  if (min === undefined) return { pattern: trimmed(String.raw`[+-]?${decimal}|${nonDecimal}`), key: 'number.any', words: 'a number', exact: true };
  if (min === 0) return { pattern: trimmed(String.raw`\+?${decimal}|-${zero}|${nonDecimal}`), key: 'number.from-0', words: 'a number from 0', exact: true };
  return { pattern: trimmed(String.raw`[+-]?${decimal}|${nonDecimal}`), key: `number.from-${min}`, words: `a number from ${min}`, exact: false };
}
