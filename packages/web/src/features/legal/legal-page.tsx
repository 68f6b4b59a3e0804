import { Trans, useLingui } from "@lingui/react/macro";
import { COPYRIGHT_YEAR } from "@mnx/domain";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { useAuth } from "../../lib/auth/use-auth";
import { intlLocale } from "../../lib/i18n/intl-locale";
import { PRODUCT_NAME } from "../../lib/product-name";

/** When the privacy, terms and support texts last changed (January 2025). */
export const LEGAL_TEXTS_UPDATED = new Date(2025, 0, 1);

interface LegalPageProps {
  title: string;
  /** The month the text was last changed. */
  updated: Date;
  children: ReactNode;
}

/** The public pages behind the login footer links: readable without signing in. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  const { isAuthenticated } = useAuth();
  const { t } = useLingui();
  const back = isAuthenticated
    ? { to: "/dashboard", label: t`Back to dashboard` }
    : { to: "/login", label: t`Back to sign in` };
  // Its own formatter, not lib/format.ts: the public pages' shared chunk is /login's too.
  const month = new Intl.DateTimeFormat(intlLocale(), { month: "long", year: "numeric" }).format(updated);
  const year = COPYRIGHT_YEAR;

  useEffect(() => {
    document.title = `${title} · Maintenance Nexus`;
  }, [title]);

  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <header data-chrome className="bg-chrome text-chrome-ink">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2 sm:px-6">
          <img src="/icons/icon-192.png" alt="" width={32} height={32} className="rounded-lg" />
          <p className="flex-1 font-bold">{PRODUCT_NAME}</p>
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:bg-chrome-raised"
          >
            {back.label}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <article className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_p]:text-ink-muted [&_ul]:space-y-1 [&_ul]:text-ink-muted">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1 text-sm">
              <Trans>Last updated {month}</Trans>
            </p>
          </div>
          {children}
        </article>
      </main>
      <footer className="pb-8 text-center text-sm text-ink-muted">
        <p>
          <Trans>© {year} Maintenance Nexus. All rights reserved.</Trans>
        </p>
      </footer>
    </div>
  );
}
