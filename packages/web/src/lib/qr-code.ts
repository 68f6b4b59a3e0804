import QRCode from "qrcode";

/** The light margin the standard asks for around a symbol, in modules. */
export const QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/** A machine's code as a QR symbol (the `qrcode` library; error correction M, as the printed labels use). */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The symbol as a standalone SVG document: one path of dark squares on a white background. */
export function qrToSvg(symbol: QrSymbol, quietZone = QUIET_ZONE): string {
  const extent = symbol.size + quietZone * 2;
  let path = "";
  for (let row = 0; row < symbol.size; row++) {
    for (let column = 0; column < symbol.size; column++) {
      if (symbol.isDark(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/** The label's image: the symbol as a data: URL for an <img> (the CSP allows data: images). */
export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrToSvg(qrSymbol(text)))}`;
}
