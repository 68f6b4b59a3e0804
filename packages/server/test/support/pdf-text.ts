import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, read in JS (no poppler in CI): every content stream inflated, then the strings of its
 * text operators (PDFKit writes the standard fonts' text as hex strings in TJ arrays), one line per TJ/Tj.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const operation of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      const operands = operation[1] ?? operation[2] ?? "";
      let line = "";
      for (const piece of operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (piece[1] !== undefined) line += Buffer.from(piece[1], "hex").toString("latin1");
        else line += (piece[2] ?? "").replace(/\\(.)/g, "$1");
      }
      lines.push(line);
    }
  }
  return lines.join("\n");
}
