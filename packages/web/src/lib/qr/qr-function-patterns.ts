import { drawFormat, drawVersion } from "./qr-format";
import { type QrGrid, setFunction } from "./qr-grid";
import type { VersionInfo } from "./qr-tables";

/** A 7x7 finder pattern centred on (row, column), with its light separator ring. */
function drawFinder(grid: QrGrid, row: number, column: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const r = row + dy;
      const c = column + dx;
      if (r < 0 || r >= grid.size || c < 0 || c >= grid.size) continue;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      setFunction(grid, r, c, distance !== 2 && distance !== 4);
    }
  }
}

/** A 5x5 alignment pattern centred on (row, column). */
function drawAlignment(grid: QrGrid, row: number, column: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      setFunction(grid, row + dy, column + dx, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
}

/**
 * Finder, timing and alignment patterns, plus placeholders for the format bits (drawn for real once the mask
 * is chosen) and the version blocks.
 */
export function drawFunctionPatterns(grid: QrGrid, info: VersionInfo): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, 3, size - 4);
  drawFinder(grid, size - 4, 3);
  const last = info.alignment.length - 1;
  info.alignment.forEach((row, i) => {
    info.alignment.forEach((column, j) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!onFinder) drawAlignment(grid, row, column);
    });
  });
  drawFormat(grid, 0);
  drawVersion(grid, info.version);
}
