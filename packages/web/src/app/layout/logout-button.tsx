import { useState } from "react";
import { useLogout } from "../../features/auth/use-logout";

export function LogoutButton() {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    void logout();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      title="Logout"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-chrome-raised px-3 text-sm font-semibold text-chrome-ink hover:bg-chrome-raised disabled:opacity-60"
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
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
        <path d="m16 17 5-5-5-5M21 12H9" />
      </svg>
      {/* Icon only on a phone, so long page titles keep their room; the name stays "Logout". */}
      <span className="sr-only sm:not-sr-only">Logout</span>
    </button>
  );
}
