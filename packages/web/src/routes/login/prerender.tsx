// The login screen as HTML, rendered once at build time (scripts/prerender-login.mjs) into dist/login.html, so a
// first visit paints it before any JavaScript arrives; src/main.tsx then hydrates it instead of drawing it again.
// In English, the source language, whose texts are in the code: another language's visitor gets a fresh render.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LoginScreen } from "../../features/sign-in/login-screen";
import { i18n } from "../../lib/i18n/i18n";

export function renderLoginScreen(): string {
  const router = createMemoryRouter([{ path: "/login", Component: LoginScreen }], {
    initialEntries: ["/login"],
  });
  i18n.load("en", {});
  i18n.activate("en");
  return renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
