// The login screen as HTML, rendered once at build time (scripts/prerender-login.mjs) into dist/login.html, so a
// first visit paints it before any JavaScript arrives; src/main.tsx then hydrates it instead of drawing it again.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LoginScreen } from "../../features/sign-in/login-screen";

export function renderLoginScreen(): string {
  const router = createMemoryRouter([{ path: "/login", Component: LoginScreen }], {
    initialEntries: ["/login"],
  });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
