import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { COPYRIGHT_YEAR } from "@mnx/domain";
import { Link } from "react-router";

const LINKS = [
  { to: "/privacy", label: msg`Privacy Policy` },
  { to: "/terms", label: msg`Terms of Service` },
  { to: "/support", label: msg`Support` },
];

export function LoginFooter() {
  const { i18n } = useLingui();
  const year = COPYRIGHT_YEAR;
  return (
    <footer className="mt-10 border-t border-line pt-6 text-center text-sm text-ink-muted">
      <nav aria-label={i18n._(msg`Legal and support`)}>
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded px-2 font-medium text-ink underline-offset-4 hover:underline"
              >
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-2">
        <Trans>© {year} Maintenance Nexus. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
