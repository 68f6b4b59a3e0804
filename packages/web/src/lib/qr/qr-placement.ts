import { bitAt, isDark, isReserved, type QrGrid, setModule } from "./qr-grid";

/** The eight mask conditions (row i, column j): where true, a data module is inverted. */
export const MASKS: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/**
 * The data modules in placement order: two-column strips from the right edge, alternately upwards and
 * downwards, skipping the vertical timing column and every reserved module.
 */
export function dataModuleOrder(grid: QrGrid): [row: number, column: number][] {
  const order: [number, number][] = [];
  const { size } = grid;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (!isReserved(grid, row, column)) order.push([row, column]);
      }
    }
  }
  return order;
}

/** Writes the codewords' bits, most significant first; modules left over (remainder bits) stay light. */
export function placeCodewords(grid: QrGrid, codewords: readonly number[]): void {
  const order = dataModuleOrder(grid);
  codewords.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit++) {
      const position = order[index * 8 + bit];
      if (position) setModule(grid, position[0], position[1], bitAt(byte, 7 - bit));
    }
  });
}

/** XORs a mask over the data modules (applying it twice undoes it). */
export function applyMask(grid: QrGrid, mask: number): void {
  const condition = MASKS[mask];
  if (!condition) throw new Error(`Unknown mask ${mask}`);
  for (let row = 0; row < grid.size; row++) {
    for (let column = 0; column < grid.size; column++) {
      if (!isReserved(grid, row, column) && condition(row, column)) {
        setModule(grid, row, column, !isDark(grid, row, column));
      }
    }
  }
}
