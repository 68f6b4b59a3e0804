/** A QR symbol under construction: dark modules, and which modules belong to function patterns. */
export interface QrGrid {
  size: number;
  /** [row][column]; true is dark. */
  modules: boolean[][];
  /** [row][column]; true for finder, timing, alignment, format and version modules. */
  reserved: boolean[][];
}

export function createGrid(version: number): QrGrid {
  const size = 17 + 4 * version;
  const blank = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  return { size, modules: blank(), reserved: blank() };
}

export function isDark(grid: QrGrid, row: number, column: number): boolean {
  return grid.modules[row]?.[column] ?? false;
}

export function isReserved(grid: QrGrid, row: number, column: number): boolean {
  return grid.reserved[row]?.[column] ?? false;
}

export function setModule(grid: QrGrid, row: number, column: number, dark: boolean): void {
  const line = grid.modules[row];
  if (line && column >= 0 && column < grid.size) line[column] = dark;
}

/** Sets a function-pattern module: it is reserved, so data and masks leave it alone. */
export function setFunction(grid: QrGrid, row: number, column: number, dark: boolean): void {
  const line = grid.reserved[row];
  if (!line || column < 0 || column >= grid.size) return;
  line[column] = true;
  setModule(grid, row, column, dark);
}

export const bitAt = (value: number, index: number) => ((value >>> index) & 1) === 1;
