/** Reed-Solomon error correction over GF(256) with the QR code's polynomial x^8 + x^4 + x^3 + x^2 + 1. */

const PRIMITIVE = 0x11d;

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= PRIMITIVE;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

/** alpha^power in GF(256). */
export function gfPower(power: number): number {
  return EXP[((power % 255) + 255) % 255] ?? 0;
}

/** The generator polynomial (x - a^0)(x - a^1)...(x - a^(degree-1)), highest coefficient (1) dropped. */
export function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((coefficient, j) => {
      next[j] = (next[j] ?? 0) ^ coefficient;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(coefficient, gfPower(i));
    });
    poly = next;
  }
  return poly.slice(1);
}

/** The error-correction codewords of one block: the remainder of data(x) * x^n divided by the generator. */
export function errorCorrection(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    generator.forEach((coefficient, i) => {
      remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}

/** True when data followed by its error correction is a valid codeword (every syndrome is zero). */
export function syndromesAreZero(block: readonly number[], degree: number): boolean {
  for (let i = 0; i < degree; i++) {
    let value = 0;
    for (const byte of block) value = gfMultiply(value, gfPower(i)) ^ byte;
    if (value !== 0) return false;
  }
  return true;
}
