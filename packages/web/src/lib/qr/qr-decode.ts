import type { QrCode } from "./qr-encode";
import { formatBits } from "./qr-format";
import { drawFunctionPatterns } from "./qr-function-patterns";
import { bitAt, createGrid } from "./qr-grid";
import { applyMask, dataModuleOrder } from "./qr-placement";
import { countBits, VERSIONS } from "./qr-tables";
import { syndromesAreZero } from "./reed-solomon";

/** The mask named by the first copy of the format bits, if they are a valid level-M format word. */
function readMask(code: QrCode): number | undefined {
  const at = (row: number, column: number) => code.modules[row]?.[column] ?? false;
  const positions: [number, number][] = [0, 1, 2, 3, 4, 5, 7].map((row) => [row, 8]);
  positions.push([8, 8], [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0]);
  const word = positions.reduce((value, [r, c], i) => value | ((at(r, c) ? 1 : 0) << i), 0);
  return [0, 1, 2, 3, 4, 5, 6, 7].find((mask) => formatBits(mask) === word);
}

/**
 * Reads a symbol made by encodeQr back to its text, checking the format word and every block's
 * Reed-Solomon syndromes on the way. Throws when anything does not add up. Used by the self-check.
 */
export function decodeQr(code: QrCode): string {
  const info = VERSIONS.find((candidate) => 17 + 4 * candidate.version === code.size);
  if (!info) throw new Error(`No level-M version has size ${code.size}`);
  const mask = readMask(code);
  if (mask === undefined) throw new Error("Format bits are not a valid level-M format word");
  const grid = createGrid(info.version);
  drawFunctionPatterns(grid, info);
  grid.modules = code.modules.map((row) => [...row]);
  applyMask(grid, mask);
  const bits = dataModuleOrder(grid).map(([r, c]) => (grid.modules[r]?.[c] ? 1 : 0));
  const total = info.blocks.reduce((sum, size) => sum + size + info.ecPerBlock, 0);
  const stream: number[] = [];
  for (let i = 0; i < total; i++) {
    stream.push(bits.slice(i * 8, i * 8 + 8).reduce<number>((byte, bit) => (byte << 1) | bit, 0));
  }
  const blocks = info.blocks.map(() => ({ data: [] as number[], ec: [] as number[] }));
  let next = 0;
  for (let i = 0; i < Math.max(...info.blocks); i++) {
    info.blocks.forEach((size, b) => {
      if (i < size) blocks[b]?.data.push(stream[next++] ?? 0);
    });
  }
  for (let i = 0; i < info.ecPerBlock; i++) for (const block of blocks) block.ec.push(stream[next++] ?? 0);
  blocks.forEach((block, b) => {
    if (!syndromesAreZero([...block.data, ...block.ec], info.ecPerBlock)) {
      throw new Error(`Block ${b} fails its Reed-Solomon check`);
    }
  });
  const data = blocks.flatMap((block) => block.data);
  const readBits = (start: number, length: number) => {
    let value = 0;
    for (let i = start; i < start + length; i++)
      value = (value << 1) | (bitAt(data[i >> 3] ?? 0, 7 - (i & 7)) ? 1 : 0);
    return value;
  };
  if (readBits(0, 4) !== 0b0100) throw new Error("Not a byte-mode segment");
  const length = readBits(4, countBits(info.version));
  const start = 4 + countBits(info.version);
  const bytes = Uint8Array.from({ length }, (_, i) => readBits(start + i * 8, 8));
  return new TextDecoder().decode(bytes);
}
