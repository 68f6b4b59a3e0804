import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenRouterIdle } from "./app/app-idle";
import { configureApiClient } from "./app/configure-api";
import { router } from "./app/router";
import { bindCacheToSession } from "./app/session-cache";
import { applyTheme } from "./features/theme/theme-store";
import { authStore } from "./lib/auth/auth-store";
import { resumeSession } from "./lib/auth/token-refresh";
import { activateLocale } from "./lib/i18n/i18n";
import { preferredLocale } from "./lib/i18n/locale-choice";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Before the first render: the theme (index.html's script set its class before the first paint), the API
// client's session wiring, the language's shell texts (downloaded beside the session's restore), the session
// stored on this device, the cache-to-user binding, and a refresh of a session that is about to expire.
async function start(container: HTMLElement): Promise<void> {
  applyTheme();
  configureApiClient();
  const preferred = preferredLocale();
  // A language whose texts cannot be downloaded (offline before the service worker kept them) starts in English,
  // which is in the code: the app always opens.
  const showing = activateLocale(preferred).then(
    () => preferred,
    () => activateLocale("en").then(() => "en" as const),
  );
  const [locale] = await Promise.all([showing, authStore.restore()]);
  bindCacheToSession();
  resumeSession();

  // The first render is a transition, so React renders in slices and yields to the browser between them
  // instead of holding the main thread for the whole page (an update outside a transition renders in one go).
  // dist/login.html arrives with the login screen already drawn (scripts/prerender-login.mjs): once the router
  // has the login chunk, React adopts that markup. A signed-in visitor is sent on from /login, so for them the
  // markup is dropped and drawn afresh, as it is for a visitor whose language is not the markup's English.
  if (container.firstElementChild && !authStore.getState().user && locale === "en") {
    await whenRouterIdle(router);
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  container.replaceChildren();
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
}

void start(root);
