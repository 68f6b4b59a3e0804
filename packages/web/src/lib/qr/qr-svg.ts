import type { QrCode } from "./qr-encode";

/** The light margin the standard asks for around a symbol, in modules. */
export const QUIET_ZONE = 4;

/** The symbol as a standalone SVG document: one path of dark squares on a white background. */
export function qrToSvg(code: QrCode, quietZone = QUIET_ZONE): string {
  const extent = code.size + quietZone * 2;
  let path = "";
  code.modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) path += `M${c + quietZone} ${r + quietZone}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/** The symbol as a data: URL for an <img> (the CSP allows data: images). */
export function qrToDataUrl(code: QrCode, quietZone = QUIET_ZONE): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrToSvg(code, quietZone))}`;
}
