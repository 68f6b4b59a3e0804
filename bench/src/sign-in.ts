export interface DemoSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; role: string };
  organization: { id: string; name: string };
}

/** Signs in through the demo provider over HTTP, as the browser would, and answers the access token. */
export async function demoAccessToken(baseUrl: string, email: string): Promise<string> {
  return (await demoSession(baseUrl, email)).accessToken;
}

/** The same sign-in, answering the whole session (what the web app stores). */
export async function demoSession(baseUrl: string, email: string): Promise<DemoSession> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    let response = await send(url, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      const next = new URL(response.headers.get("location") ?? "", url);
      if (next.pathname === "/auth/callback") return next;
      url = next.href;
      response = await send(url, {});
    }
    return response;
  };
  const send = async (url: string, init: RequestInit) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      cookies.set(name, value.join("="));
    }
    return response;
  };
  const { data } = (await (await fetch(`${baseUrl}/api/v1/auth/google`)).json()) as {
    data: { authUrl: string };
  };
  const page = await go(data.authUrl);
  if (page instanceof URL) throw new Error("expected the demo sign-in page");
  const html = await page.text();
  const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? "";
  const accountId =
    new RegExp(`value="([^"]+)">(?:(?!</button>)[\\s\\S])*?${email.replace(/\./g, "\\.")}`).exec(html)?.[1] ??
    "";
  const landed = await go(new URL(action, baseUrl).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ accountId }).toString(),
  });
  if (!(landed instanceof URL)) throw new Error("sign-in did not come back to the app");
  const exchange = await fetch(`${baseUrl}/api/v1/auth/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: landed.searchParams.get("code") }),
  });
  return ((await exchange.json()) as { data: DemoSession }).data;
}
