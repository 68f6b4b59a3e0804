import { bitAt, type QrGrid, setFunction } from "./qr-grid";
import { EC_LEVEL_M_BITS } from "./qr-tables";

/** The 15 format bits (error correction level M and the mask), BCH(15,5) with the 0x5412 pattern. */
export function formatBits(mask: number, ecLevelBits = EC_LEVEL_M_BITS): number {
  const data = (ecLevelBits << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | (remainder & 0x3ff)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up), BCH(18,6). */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | (remainder & 0xfff);
}

/** Both copies of the format bits, and the dark module. Bit 0 is the least significant bit. */
export function drawFormat(grid: QrGrid, mask: number): void {
  const bits = formatBits(mask);
  const { size } = grid;
  for (let i = 0; i <= 5; i++) setFunction(grid, i, 8, bitAt(bits, i));
  setFunction(grid, 7, 8, bitAt(bits, 6));
  setFunction(grid, 8, 8, bitAt(bits, 7));
  setFunction(grid, 8, 7, bitAt(bits, 8));
  for (let i = 9; i < 15; i++) setFunction(grid, 8, 14 - i, bitAt(bits, i));
  for (let i = 0; i < 8; i++) setFunction(grid, 8, size - 1 - i, bitAt(bits, i));
  for (let i = 8; i < 15; i++) setFunction(grid, size - 15 + i, 8, bitAt(bits, i));
  setFunction(grid, size - 8, 8, true);
}

/** The two 6x3 version blocks, for versions 7 and up. */
export function drawVersion(grid: QrGrid, version: number): void {
  if (version < 7) return;
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = bitAt(bits, i);
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    setFunction(grid, b, a, dark);
    setFunction(grid, a, b, dark);
  }
}
