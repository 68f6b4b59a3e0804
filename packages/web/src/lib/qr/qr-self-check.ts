import { decodeQr } from "./qr-decode";
import { encodeQr } from "./qr-encode";
import { formatBits, versionBits } from "./qr-format";
import { errorCorrection } from "./reed-solomon";

/** Known answers from ISO/IEC 18004 (annex C and D) and its worked 'HELLO WORLD' 1-M example. */
const HELLO_WORLD_1M = {
  data: [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17],
  ec: [196, 35, 39, 119, 235, 215, 231, 226, 93, 23],
};
const FORMAT_M = [
  0b101010000010010, 0b101000100100101, 0b101111001111100, 0b101101101001011, 0b100010111111001,
  0b100000011001110, 0b100111110010111, 0b100101010100000,
];
const VERSION_WORDS: Record<number, number> = { 7: 0x07c94, 8: 0x085bc, 9: 0x09a99, 10: 0x0a4d3 };
const SAMPLES = ["MNX-DEMO-EX-101", "MNX-EX-2041-3F9A1C", "https://example.com/equipment/ä", "x".repeat(150)];

/**
 * A self-check that needs no test runner: known answers for the Reed-Solomon, format and version codes,
 * then every sample (each mask, versions 1 to 10) encoded and read back with its error correction checked.
 * Answers the failures; an empty list means the encoder is sound. Run: `npx tsx packages/web/scripts/qr-self-check.ts`.
 */
export function qrSelfCheck(): string[] {
  const failures: string[] = [];
  const ec = errorCorrection(HELLO_WORLD_1M.data, 10);
  if (ec.join() !== HELLO_WORLD_1M.ec.join()) failures.push(`Reed-Solomon: got ${ec.join()}`);
  FORMAT_M.forEach((expected, mask) => {
    if (formatBits(mask) !== expected) failures.push(`Format word of mask ${mask}`);
  });
  for (const [version, expected] of Object.entries(VERSION_WORDS)) {
    if (versionBits(Number(version)) !== expected) failures.push(`Version word of version ${version}`);
  }
  for (const text of SAMPLES) {
    for (let mask = 0; mask < 8; mask++) {
      try {
        const decoded = decodeQr(encodeQr(text, mask));
        if (decoded !== text) failures.push(`Round trip of '${text}' with mask ${mask} gave '${decoded}'`);
      } catch (error) {
        failures.push(`Round trip of '${text}' with mask ${mask}: ${(error as Error).message}`);
      }
    }
  }
  const largest = encodeQr("y".repeat(213));
  if (largest.version !== 10) failures.push(`213 bytes should need version 10, got ${largest.version}`);
  return failures;
}
