import { isDark, type QrGrid } from "./qr-grid";

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

/** One row or column as booleans. */
function lines(grid: QrGrid): boolean[][] {
  const rows = grid.modules.map((row) => [...row]);
  const columns = rows.map((_, c) => rows.map((row) => row[c] ?? false));
  return [...rows, ...columns];
}

function runPenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) penalty += 3 + (run - 5);
    run = 1;
  }
  return penalty;
}

function finderPenalty(line: readonly boolean[]): number {
  let penalty = 0;
  for (let start = 0; start + 11 <= line.length; start++) {
    for (const pattern of FINDER_LIKE) {
      if (pattern.every((dark, k) => line[start + k] === dark)) penalty += 40;
    }
  }
  return penalty;
}

/** The mask penalty of ISO/IEC 18004 8.8.2: runs, 2x2 blocks, finder look-alikes and dark balance. */
export function maskPenalty(grid: QrGrid): number {
  let penalty = 0;
  for (const line of lines(grid)) penalty += runPenalty(line) + finderPenalty(line);
  let dark = 0;
  for (let r = 0; r < grid.size; r++) {
    for (let c = 0; c < grid.size; c++) {
      const here = isDark(grid, r, c);
      if (here) dark++;
      if (
        r + 1 < grid.size &&
        c + 1 < grid.size &&
        here === isDark(grid, r, c + 1) &&
        here === isDark(grid, r + 1, c) &&
        here === isDark(grid, r + 1, c + 1)
      ) {
        penalty += 3;
      }
    }
  }
  const total = grid.size * grid.size;
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return penalty + Math.max(0, k) * 10;
}
