import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { configureApiClient } from "./app/configure-api";
import { bindCacheToSession } from "./app/session-cache";
import { applyTheme } from "./features/theme/theme-store";
import { resumeSession } from "./lib/auth/token-refresh";

// Before the first render: the theme (index.html's script set its class before the first paint), the API
// client's session wiring, the cache-to-user binding, and a refresh of a session that is about to expire.
applyTheme();
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
