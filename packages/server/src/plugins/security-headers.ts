import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { globalPlugin } from "./global-plugin.js";

/**
 * Strict headers on every answer. The web app and the demo sign-in pages use no inline script or style
 * (styles are files; React style props go through the CSSOM, which CSP does not block), so neither
 * script-src nor style-src allows 'unsafe-inline' (fonts and images may be data: URIs, which Vite inlines).
 * Sign-in pages post forms to this origin and the browser follows the identity provider's redirects, hence
 * form-action 'self' plus the issuer's origin.
 */
export const securityHeadersPlugin = globalPlugin("security-headers", async (app: FastifyInstance) => {
  const issuerOrigin = app.config.oidc ? new URL(app.config.oidc.issuer).origin : undefined;
  const https = app.config.publicUrl.startsWith("https:");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
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
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The iOS installed-app sign-in opens the identity provider in a popup and watches it close.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
  });
});
