import type { ReactNode } from "react";

interface Blurb {
  title: string;
  text: string;
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
    title: "Mobile-Optimized",
    text: "Large, glove-friendly controls that read well on a phone in bright sunlight.",
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <rect x="7" y="2" width="10" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    ),
  },
  {
    title: "Offline Capable",
    text: "Keep working on remote job sites; your data syncs when you reconnect.",
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M17.5 19H7a5 5 0 1 1 1.1-9.9A6 6 0 0 1 19.6 11 4 4 0 0 1 17.5 19z" />
        <path d="M12 12v5m-2-2 2 2 2-2" />
      </svg>
    ),
  },
  {
    title: "Fast & Reliable",
    text: "Opens instantly from the home screen and keeps up with a busy shop.",
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
      </svg>
    ),
  },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="sr-only">
        Why crews use Maintenance Nexus
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-soft-ink">
              {blurb.icon}
            </span>
            <div>
              <h3 className="font-semibold">{blurb.title}</h3>
              <p className="text-sm text-ink-muted">{blurb.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
