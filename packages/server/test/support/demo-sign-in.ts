import type { LightMyRequestResponse } from "fastify";

/** One answer, as app.inject gives it (and http-servers.ts over real HTTP). */
export type Answer = Pick<LightMyRequestResponse, "statusCode" | "headers" | "body" | "json">;

/**
 * Where the sign-in helpers send their calls: the app itself (app.inject), or several apps or server processes
 * taking turns, as behind a load balancer (http-servers.ts, alternating()).
 */
export interface SignInTarget {
  config: { publicUrl: string };
  inject(request: {
    method: "GET" | "POST";
    url: string;
    headers?: Record<string, string>;
    payload?: string | Record<string, unknown>;
  }): Promise<Answer>;
}

/** Several apps behind one address: each call goes to the next one in turn (a round-robin load balancer). */
export function alternating(...apps: [SignInTarget, ...SignInTarget[]]): SignInTarget {
  let next = 0;
  return {
    config: apps[0].config,
    inject: (request) => {
      const app = apps[next++ % apps.length] ?? apps[0];
      return app.inject(request);
    },
  };
}

/**
 * Drives the real sign-in flow through the built-in demo OIDC provider, the way a browser does: follows
 * redirects, keeps cookies, picks the user on the provider's page. No shortcut around the protocol.
 */
export class DemoBrowser {
  private readonly cookies = new Map<string, string>();
  readonly visited: string[] = [];

  constructor(
    private readonly app: SignInTarget,
    private readonly host = new URL(app.config.publicUrl).host,
  ) {}

  async request(method: "GET" | "POST", url: string, form?: Record<string, string>) {
    const target = new URL(url, `http://${this.host}`);
    this.visited.push(target.href);
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host: this.host,
        cookie: this.cookieHeader(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.keepCookies(response);
    return response;
  }

  /** The cookies kept so far, as a request's cookie header. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keepCookies(response: Answer) {
    const header = response.headers["set-cookie"];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ""] = line.split(";");
      const [name = "", ...rest] = pair.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  /** Follows same-origin redirects until a page (2xx) or a redirect into the web app's /auth/callback. */
  async follow(
    response: Answer,
    stopAt = (url: URL) => url.pathname === "/auth/callback",
  ): Promise<Answer | URL> {
    let current = response;
    for (let hops = 0; hops < 20; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== "string")
        return current;
      const next = new URL(location, `http://${this.host}`);
      if (stopAt(next)) {
        this.visited.push(next.href);
        return next;
      }
      current = await this.request("GET", next.href);
    }
    throw new Error("Too many redirects");
  }
}

/** `host`: the address the browser opened (default: PUBLIC_URL's). */
export async function startSignIn(app: SignInTarget, host = new URL(app.config.publicUrl).host) {
  const browser = new DemoBrowser(app, host);
  const start = await app.inject({ method: "GET", url: "/api/v1/auth/google", headers: { host } });
  if (start.statusCode !== 200) throw new Error(`Sign-in did not start: ${start.statusCode} ${start.body}`);
  const authUrl = (start.json() as { data: { authUrl: string } }).data.authUrl;
  const page = await browser.follow(await browser.request("GET", authUrl));
  if (page instanceof URL) throw new Error(`Expected the demo sign-in page, got ${page.href}`);
  return { browser, page, authUrl };
}

/**
 * Picks the account with this email on the demo page; answers the web app's /auth/callback URL (or the first
 * URL `stopAt` accepts).
 */
export async function pickAccount(
  browser: DemoBrowser,
  page: Answer,
  email: string,
  stopAt?: (url: URL) => boolean,
) {
  const html = page.body;
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
  const escaped = email.replace(/[.+]/g, "\\$&");
  const accountId = new RegExp(`value="([^"]+)">(?:(?!</button>)[\\s\\S])*?${escaped}`).exec(html)?.[1];
  if (!action || !accountId) throw new Error(`The demo page does not list ${email}`);
  const landed = await browser.follow(await browser.request("POST", action, { accountId }), stopAt);
  if (!(landed instanceof URL))
    throw new Error(`Sign-in ended on ${landed.statusCode}: ${landed.body.slice(0, 200)}`);
  return landed;
}

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; email: string; role: string; organizationId: string };
  organization: { id: string; name: string };
}

export async function exchange(app: SignInTarget, code: string, host?: string) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/exchange",
    payload: { code },
    ...(host ? { headers: { host } } : {}),
  });
}

/** The whole flow: start, pick the user, exchange the one-time code (at `host`, as startSignIn). */
export async function signIn(app: SignInTarget, email: string, host?: string): Promise<TestSession> {
  const { browser, page } = await startSignIn(app, host);
  const callback = await pickAccount(browser, page, email);
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`No code: ${callback.href}`);
  const response = await exchange(app, code, host);
  if (response.statusCode !== 200) throw new Error(`Exchange failed: ${response.body}`);
  return (response.json() as { data: TestSession }).data;
}

export const bearer = (session: { accessToken: string }) => ({
  authorization: `Bearer ${session.accessToken}`,
});
