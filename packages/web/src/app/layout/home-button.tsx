import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

export function HomeButton() {
  const { t } = useLingui();
  const label = t`Home`;
  return (
    <Link
      to="/"
      aria-label={label}
      title={label}
      className="grid size-11 shrink-0 place-items-center rounded-lg text-chrome-ink hover:bg-chrome-raised"
    >
      <svg
        className="size-5"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M3 11.5 12 4l9 7.5" />
        <path d="M5 10v10h5v-6h4v6h5V10" />
      </svg>
    </Link>
  );
}
