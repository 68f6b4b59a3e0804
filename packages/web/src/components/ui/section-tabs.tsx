import { NavLink } from "react-router";

export interface SectionTab {
  label: string;
  to: string;
}

/** Navigation between sibling pages shown as tabs (e.g. Equipment Inventory / Equipment Assignments). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="border-b border-line">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="flex-auto sm:flex-none">
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm leading-tight font-semibold sm:px-4 ${
                  isActive
                    ? "border-accent text-ink"
                    : "border-transparent text-ink-muted hover:border-line-strong hover:text-ink"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
