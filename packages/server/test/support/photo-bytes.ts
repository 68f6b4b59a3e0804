/**
 * Files the photo tests send: what matters to the server is the first bytes (the type) and the size, so
 * each is the format's signature followed by filler up to `size` bytes.
 */
export function photoBytes(kind: "jpeg" | "png" | "webp", size = 256): Buffer {
  const signature = {
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
  }[kind];
  const filler = Buffer.alloc(Math.max(0, size - signature.length), 0x5a);
  filler[0] = 0; // a NUL inside: a file body is bytes, never checked as text
  return Buffer.concat([signature, filler]);
}
