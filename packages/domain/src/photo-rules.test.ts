import { describe, expect, it } from "vitest";
import { sniffPhotoType } from "./photo-rules.js";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("sniffPhotoType", () => {
  it("reads JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    const webp = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");
    expect(sniffPhotoType(webp)).toBe("image/webp");
  });

  it("refuses anything else, whatever its name or declared type", () => {
    expect(sniffPhotoType(new TextEncoder().encode("GIF89a......"))).toBeUndefined();
    expect(sniffPhotoType(new TextEncoder().encode("<svg xmlns="))).toBeUndefined();
    expect(sniffPhotoType(new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WAVEfmt "))).toBeUndefined();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffPhotoType(bytes())).toBeUndefined();
  });
});
