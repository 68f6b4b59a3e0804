import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenRouterIdle } from "./app/app-idle";
import { configureApiClient } from "./app/configure-api";
import { router } from "./app/router";
import { bindCacheToSession } from "./app/session-cache";
import { applyTheme } from "./features/theme/theme-store";
import { authStore } from "./lib/auth/auth-store";
import { resumeSession } from "./lib/auth/token-refresh";

// Before the first render: the theme (index.html's script set its class before the first paint), the API
// client's session wiring, the cache-to-user binding, and a refresh of a session that is about to expire.
applyTheme();
configureApiClient();
bindCacheToSession();
resumeSession();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// dist/login.html arrives with the login screen already drawn (scripts/prerender-login.mjs): once the router has
// the login chunk, React adopts that markup (hydration yields to the browser between pieces of work). A signed-in
// visitor is sent on from /login, so for them the markup is dropped and drawn afresh.
if (root.firstElementChild && !authStore.getState().user) {
  void whenRouterIdle(router).then(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
