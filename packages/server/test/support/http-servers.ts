import { request as httpRequest } from "node:http";
import type { Answer, SignInTarget } from "./demo-sign-in.js";

/** One call over real HTTP, answered in app.inject's shape. */
function call(base: string, options: Parameters<SignInTarget["inject"]>[0]): Promise<Answer> {
  const body =
    options.payload === undefined
      ? undefined
      : typeof options.payload === "string"
        ? options.payload
        : JSON.stringify(options.payload);
  const headers: Record<string, string> = { ...options.headers };
  // The servers know themselves by PUBLIC_URL, as behind a load balancer: the Host header is the server's own.
  delete headers.host;
  if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(options.url, base),
      { method: options.method, headers },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => {
          text += chunk;
        });
        incoming.on("end", () =>
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text,
            json: () => JSON.parse(text),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * A server process as a sign-in target, known by `publicUrl` (the PUBLIC_URL several servers share behind a
 * load balancer) and reached at `base`. alternating() puts several behind one address.
 */
export function overHttp(publicUrl: string, base: string): SignInTarget {
  return { config: { publicUrl }, inject: (options) => call(base, options) };
}
