import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrDataUrl, qrSymbol } from "./qr-code";

/** The symbol drawn as the label draws it (quiet zone included), `scale` pixels a module, RGBA. */
function pixels(text: string, scale = 4) {
  const symbol = qrSymbol(text);
  const side = (symbol.size + QUIET_ZONE * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - QUIET_ZONE;
      const column = Math.floor(x / scale) - QUIET_ZONE;
      const inside = row >= 0 && column >= 0 && row < symbol.size && column < symbol.size;
      if (inside && symbol.isDark(row, column)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

describe("the equipment label's QR code", () => {
  it.each([
    "MNX-EX-0001",
    "mnx-loader-17/yard b",
    "Équipement n°42 · Nordwind",
    "A".repeat(120),
    "https://fleet.example.com/equipment/3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b",
  ])("decodes back to %s with an independent reader (jsQR)", (text) => {
    const { data, side } = pixels(text);
    expect(jsQR(data, side, side)?.data).toBe(text);
  });

  it("is an SVG image the CSP allows (a data: URL), white behind black modules", () => {
    const url = qrDataUrl("MNX-EX-0001");
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(",") + 1));
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('fill="#000"');
  });
});
