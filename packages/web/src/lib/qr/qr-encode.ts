import { chooseVersion, dataCodewordsFor, interleave } from "./qr-codewords";
import { drawFormat } from "./qr-format";
import { drawFunctionPatterns } from "./qr-function-patterns";
import { createGrid, type QrGrid } from "./qr-grid";
import { maskPenalty } from "./qr-penalty";
import { applyMask, MASKS, placeCodewords } from "./qr-placement";

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  /** [row][column]; true is dark. No quiet zone: leave 4 light modules around it when drawing. */
  modules: boolean[][];
}

function build(bytes: Uint8Array, mask: number | undefined): { grid: QrGrid; version: number; mask: number } {
  const info = chooseVersion(bytes.length);
  const codewords = interleave(dataCodewordsFor(bytes, info), info);
  const grid = createGrid(info.version);
  drawFunctionPatterns(grid, info);
  placeCodewords(grid, codewords);
  const candidates = mask === undefined ? MASKS.map((_, i) => i) : [mask];
  let best = { penalty: Number.POSITIVE_INFINITY, mask: 0 };
  for (const candidate of candidates) {
    applyMask(grid, candidate);
    drawFormat(grid, candidate);
    const penalty = candidates.length > 1 ? maskPenalty(grid) : 0;
    if (penalty < best.penalty) best = { penalty, mask: candidate };
    applyMask(grid, candidate);
  }
  applyMask(grid, best.mask);
  drawFormat(grid, best.mask);
  return { grid, version: info.version, mask: best.mask };
}

/**
 * Encodes text (UTF-8, byte mode) as a QR code with error correction level M, versions 1 to 10 (up to 213
 * bytes): plenty for 'MNX-...' equipment codes. `mask` forces a mask (0-7); by default the lowest penalty wins.
 */
export function encodeQr(text: string, mask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  const { grid, version, mask: chosen } = build(bytes, mask);
  return { version, mask: chosen, size: grid.size, modules: grid.modules };
}
