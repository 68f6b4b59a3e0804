import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { THEME_BOOT_SCRIPT } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { globalPlugin } from "./global-plugin.js";

/**
 * The headers helmet sets for `options`, worked out once: they are the same for every answer, and building
 * them per request (what @fastify/helmet does) parsed the whole policy again for each call.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

/** index.html's one inline script (it applies the theme before the first paint), allowed by its hash alone. */
export const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(THEME_BOOT_SCRIPT).digest("base64")}'`;

/**
 * Strict headers on every answer. The web app and the demo sign-in pages use no inline style and one inline
 * script, the theme's, allowed by its SHA-256 (styles are files; React style props go through the CSSOM,
 * which CSP does not block), so neither script-src nor style-src allows 'unsafe-inline' (fonts and images
 * may be data: URIs, which Vite inlines).
 * Sign-in pages post forms to this origin and the browser follows the identity provider's redirects, hence
 * form-action 'self' plus the issuer's origin.
 */
export const securityHeadersPlugin = globalPlugin("security-headers", async (app: FastifyInstance) => {
  const issuerOrigin = app.config.oidc ? new URL(app.config.oidc.issuer).origin : undefined;
  const https = app.config.publicUrl.startsWith("https:");
  // Not for localhost (HTTPS_CERT without PUBLIC_URL): it would pin every localhost port to HTTPS.
  const hsts = https && new URL(app.config.publicUrl).hostname !== "localhost";
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_SCRIPT_HASH],
        styleSrc: ["'self'"],
        // blob: the photo picker previews the shrunk photos before they are sent.
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: issuerOrigin ? ["'self'", issuerOrigin] : ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The iOS installed-app sign-in opens the identity provider in a popup and watches it close.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
  });
  const entries = Object.entries(headers);
  // On the raw response, as helmet does: answers written straight to it (the identity provider's) get them too.
  app.addHook("onRequest", async (_request, reply) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
  });
});
