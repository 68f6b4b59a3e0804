import { useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { Link } from "react-router";
import type { Crumb } from "../page-meta";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-chrome-muted">
      <ol className="flex flex-wrap items-center gap-x-1">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.label}>
            {index > 0 ? (
              <li aria-hidden="true" className="px-0.5">
                ›
              </li>
            ) : null}
            <li>
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-chrome-ink">
                  {crumb.label}
                </span>
              ) : crumb.path ? (
                <Link
                  to={crumb.path}
                  className="inline-flex min-h-8 items-center rounded underline-offset-4 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
