/** QR code tables for error correction level M, versions 1 to 10 (ISO/IEC 18004, tables 1, 9 and E.1). */

export const MIN_VERSION = 1;
export const MAX_VERSION = 10;

export interface VersionInfo {
  version: number;
  /** Error-correction codewords per block. */
  ecPerBlock: number;
  /** Data codewords of each block, in order. */
  blocks: number[];
  /** Centres of the alignment patterns (rows and columns). */
  alignment: number[];
  /** Bits left after the last codeword. */
  remainderBits: number;
}

const v = (
  version: number,
  ecPerBlock: number,
  groups: [count: number, size: number][],
  alignment: number[],
  remainderBits: number,
): VersionInfo => ({
  version,
  ecPerBlock,
  blocks: groups.flatMap(([count, size]) => new Array<number>(count).fill(size)),
  alignment,
  remainderBits,
});

/** Level M. */
export const VERSIONS: readonly VersionInfo[] = [
  v(1, 10, [[1, 16]], [], 0),
  v(2, 16, [[1, 28]], [6, 18], 7),
  v(3, 26, [[1, 44]], [6, 22], 7),
  v(4, 18, [[2, 32]], [6, 26], 7),
  v(5, 24, [[2, 43]], [6, 30], 7),
  v(6, 16, [[4, 27]], [6, 34], 7),
  v(7, 18, [[4, 31]], [6, 22, 38], 0),
  v(
    8,
    22,
    [
      [2, 38],
      [2, 39],
    ],
    [6, 24, 42],
    0,
  ),
  v(
    9,
    22,
    [
      [3, 36],
      [2, 37],
    ],
    [6, 26, 46],
    0,
  ),
  v(
    10,
    26,
    [
      [4, 43],
      [1, 44],
    ],
    [6, 28, 50],
    0,
  ),
];

export const dataCodewords = (info: VersionInfo) => info.blocks.reduce((sum, size) => sum + size, 0);

/** Byte mode's character count field: 8 bits up to version 9, 16 bits from version 10. */
export const countBits = (version: number) => (version <= 9 ? 8 : 16);

/** Level M's two format bits. */
export const EC_LEVEL_M_BITS = 0b00;
