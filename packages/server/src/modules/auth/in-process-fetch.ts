import type { FastifyInstance } from "fastify";
import type { CustomFetch } from "openid-client";

/**
 * The demo identity provider lives inside this server, so the OIDC client reaches it through Fastify's
 * in-process HTTP layer (real requests and responses, no socket). That works whatever PUBLIC_URL is and
 * before the server listens; a real issuer (Google) is reached over the network as usual.
 */
export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body instanceof URLSearchParams ? options.body.toString() : options.body;
    const response = await app.inject({
      method: options.method as "GET" | "POST",
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        "x-forwarded-proto": target.protocol.replace(":", ""),
      },
      ...(typeof body === "string" ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}
