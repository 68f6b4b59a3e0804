import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { configureApiClient } from "./app/configure-api";
import { bindCacheToSession } from "./app/session-cache";
import { applyStoredTheme } from "./features/theme/theme-store";
import { resumeSession } from "./lib/auth/token-refresh";

// Before the first render: the stored theme (no inline script: the CSP forbids it), the API client's
// session wiring, the cache-to-user binding, and a refresh of a session that is about to expire.
applyStoredTheme();
configureApiClient();
bindCacheToSession();
resumeSession();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
