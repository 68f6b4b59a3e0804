import { COPYRIGHT_YEAR } from "@mnx/domain";
import { Link } from "react-router";

const LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/support", label: "Support" },
];

export function LoginFooter() {
  return (
    <footer className="mt-10 border-t border-line pt-6 text-center text-sm text-ink-muted">
      <nav aria-label="Legal and support">
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded px-2 font-medium text-ink underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-2">© {COPYRIGHT_YEAR} Maintenance Nexus. All rights reserved.</p>
    </footer>
  );
}
