// Renders the app icons (a gear with a wrench, amber on slate) into PNG files without any dependency.
// Run: node packages/web/scripts/generate-icons.mjs  — the outputs in public/icons are committed.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const OUT = new URL("../public/icons/", import.meta.url);
const SLATE = [15, 23, 42];
const AMBER = [245, 158, 11];
const LIGHT = [248, 250, 252];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// Shapes in a unit space: x, y in [-1, 1], y grows downwards.
function roundedSquare(x, y, radius) {
  const qx = Math.max(Math.abs(x) - (1 - radius), 0);
  const qy = Math.max(Math.abs(y) - (1 - radius), 0);
  return qx * qx + qy * qy <= radius * radius;
}
function gear(x, y) {
  const r = Math.hypot(x, y);
  if (r < 0.42) return false; // the hole
  if (r <= 0.66) return true; // the rim
  if (r > 0.86) return false;
  const teeth = 8;
  const step = (2 * Math.PI) / teeth;
  const angle = Math.atan2(y, x) + step / 2;
  const offset = Math.abs((((angle % step) + step) % step) - step / 2);
  const halfWidth = 0.2 - (r - 0.66) * 0.35; // tapered teeth
  return offset < halfWidth;
}
function capsule(x, y, ax, ay, bx, by, radius) {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy)) <= radius;
}
function wrench(x, y, pad = 0) {
  // Rotate so the wrench runs along the x axis, head to the upper right.
  const c = Math.SQRT1_2;
  const u = (x - y) * c; // along the handle
  const v = (x + y) * c; // across the handle
  const head = Math.hypot(u - 0.42, v) <= 0.24 + pad;
  const jaw = u > 0.42 - pad && Math.abs(v) < 0.09 - pad;
  const handle = capsule(u, v, -0.55, 0, 0.3, 0, 0.1 + pad);
  return (head && !jaw) || handle;
}

function render(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  const scale = maskable ? 0.62 : 0.78; // maskable keeps the mark inside the 80% safe zone
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let amber = 0;
      let light = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / samples) / size) * 2 - 1;
          if (!(maskable || roundedSquare(x, y, 0.44))) continue;
          bg++;
          const gx = x / scale;
          const gy = y / scale;
          if (wrench(gx, gy)) light++;
          else if (gear(gx, gy) && !wrench(gx, gy, 0.06)) amber++; // a slate gap sets the wrench apart
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      if (bg === 0) continue;
      for (let ch = 0; ch < 3; ch++) {
        const value = SLATE[ch] * (bg - amber - light) + AMBER[ch] * amber + LIGHT[ch] * light;
        rgba[i + ch] = Math.round(value / bg);
      }
      rgba[i + 3] = Math.round((bg / total) * 255);
    }
  }
  return encodePng(size, rgba);
}

const outputs = [
  ["icon-192.png", 192, { maskable: false }],
  ["icon-512.png", 512, { maskable: false }],
  ["icon-maskable-512.png", 512, { maskable: true }],
  ["apple-touch-icon.png", 180, { maskable: true }],
  ["favicon-32.png", 32, { maskable: false }],
];
for (const [name, size, options] of outputs) {
  writeFileSync(new URL(name, OUT), render(size, options));
  console.log(`wrote public/icons/${name}`);
}
