import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface Blurb {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: ReactNode;
}

const iconProps = {
  className: "size-6",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const BLURBS: Blurb[] = [
  {
    title: msg`Mobile-Optimized`,
    text: msg`Large, glove-friendly controls that read well on a phone in bright sunlight.`,
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <rect x="7" y="2" width="10" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    ),
  },
  {
    title: msg`Offline Capable`,
    text: msg`Keep working on remote job sites; your data syncs when you reconnect.`,
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M17.5 19H7a5 5 0 1 1 1.1-9.9A6 6 0 0 1 19.6 11 4 4 0 0 1 17.5 19z" />
        <path d="M12 12v5m-2-2 2 2 2-2" />
      </svg>
    ),
  },
  {
    title: msg`Fast & Reliable`,
    text: msg`Opens instantly from the home screen and keeps up with a busy shop.`,
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
      </svg>
    ),
  },
];

export function FeatureBlurbs() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="sr-only">
        <Trans>Why crews use Maintenance Nexus</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {BLURBS.map((blurb) => (
          <li key={blurb.title.id} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-soft-ink">
              {blurb.icon}
            </span>
            <div>
              <h3 className="font-semibold">{i18n._(blurb.title)}</h3>
              <p className="text-sm text-ink-muted">{i18n._(blurb.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
