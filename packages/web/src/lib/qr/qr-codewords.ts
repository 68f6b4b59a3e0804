import { countBits, dataCodewords, MAX_VERSION, VERSIONS, type VersionInfo } from "./qr-tables";
import { errorCorrection } from "./reed-solomon";

const BYTE_MODE = 0b0100;
const PAD_BYTES = [0xec, 0x11];

/** The smallest version (1 to 10, level M) whose data capacity holds the bytes in byte mode. */
export function chooseVersion(byteCount: number): VersionInfo {
  const info = VERSIONS.find(
    (candidate) => 4 + countBits(candidate.version) + 8 * byteCount <= dataCodewords(candidate) * 8,
  );
  if (!info) throw new Error(`Text too long for a version ${MAX_VERSION} QR code (level M)`);
  return info;
}

/** Mode, count, data, terminator, bit padding and pad bytes, as data codewords. */
export function dataCodewordsFor(bytes: Uint8Array, info: VersionInfo): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(BYTE_MODE, 4);
  push(bytes.length, countBits(info.version));
  for (const byte of bytes) push(byte, 8);
  const capacity = dataCodewords(info) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let i = 0; codewords.length < dataCodewords(info); i++) codewords.push(PAD_BYTES[i % 2] ?? 0);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them. */
export function interleave(data: readonly number[], info: VersionInfo): number[] {
  let offset = 0;
  const blocks = info.blocks.map((size) => {
    const block = data.slice(offset, offset + size);
    offset += size;
    return { data: block, ec: errorCorrection(block, info.ecPerBlock) };
  });
  const longest = Math.max(...info.blocks);
  const out: number[] = [];
  for (let i = 0; i < longest; i++) {
    for (const block of blocks) {
      const byte = block.data[i];
      if (byte !== undefined) out.push(byte);
    }
  }
  for (let i = 0; i < info.ecPerBlock; i++) {
    for (const block of blocks) out.push(block.ec[i] ?? 0);
  }
  return out;
}
