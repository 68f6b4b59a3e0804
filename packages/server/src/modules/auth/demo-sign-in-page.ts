import { ROLE_LABELS, type Role, roleRank } from "@mnx/domain";
import { escapeHtml } from "../../html.js";
import type { SignInAccount } from "../users/user-account-service.js";
import { DEMO_INTERACTION_PREFIX } from "./demo-settings.js";

/** A person the demo page offers (users-module row). */
export type DemoAccount = SignInAccount;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${DEMO_INTERACTION_PREFIX}/assets/demo-sign-in.css">
</head>
<body><main>${body}</main></body>
</html>`;
}

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

function accountButtons(accounts: DemoAccount[]) {
  return [...accounts]
    .sort((a, b) => roleRank(b.role) - roleRank(a.role) || a.last_name.localeCompare(b.last_name))
    .map(
      (a) => `<li><button type="submit" name="accountId" value="${escapeHtml(a.id)}">
  <span class="role">${escapeHtml(roleLabel(a.role))}</span>
  <span class="name">${escapeHtml(`${a.first_name} ${a.last_name}`)}</span>
  <span class="email">${escapeHtml(a.email)}</span>
</button></li>`,
    )
    .join("\n");
}

/** The demo identity provider's sign-in page: every active user, grouped by organization. */
export function renderDemoSignIn(uid: string, accounts: DemoAccount[]) {
  const byOrganization = new Map<string, DemoAccount[]>();
  for (const account of accounts) {
    byOrganization.set(account.organization_name, [
      ...(byOrganization.get(account.organization_name) ?? []),
      account,
    ]);
  }
  const groups = [...byOrganization.entries()]
    .map(([name, list]) => `<section><h2>${escapeHtml(name)}</h2><ul>${accountButtons(list)}</ul></section>`)
    .join("\n");
  return page(
    "Demo sign-in - Maintenance Nexus",
    `<h1>Demo sign-in</h1>
<p class="lead">This is the built-in demo identity provider. No password is needed: choose who you want to be.
In production this step is your organization's Google Workspace sign-in.</p>
<form method="post" action="${DEMO_INTERACTION_PREFIX}/${escapeHtml(uid)}/login">${groups || "<p>No users exist yet.</p>"}</form>
<form method="post" action="${DEMO_INTERACTION_PREFIX}/${escapeHtml(uid)}/abort"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

export function renderProviderError(out: Record<string, unknown>) {
  const rows = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join("");
  return page(
    "Sign-in problem - Maintenance Nexus",
    `<h1>Sign-in problem</h1>${rows}<p><a href="/login">Back to sign-in</a></p>`,
  );
}

export const DEMO_SIGN_IN_CSS = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
@media (prefers-color-scheme:dark){:root{color:#e2e8f0;background:#0f172a}button{background:#1e293b!important;color:#e2e8f0!important;border-color:#334155!important}.email{color:#94a3b8!important}.role{color:#fbbf24!important}}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.lead{line-height:1.5}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
button{width:100%;min-height:44px;text-align:left;padding:.75rem 1rem;border:1px solid #cbd5e1;border-radius:.6rem;background:#fff;color:#0f172a;font:inherit;cursor:pointer;display:grid;gap:.15rem}
button:hover,button:focus-visible{border-color:#d97706;outline:3px solid #f59e0b55}
.role{font-weight:700;color:#b45309}.name{font-weight:600}.email{font-size:.875rem;color:#475569}
.cancel{margin-top:1.5rem;text-align:center;display:block}
`;
