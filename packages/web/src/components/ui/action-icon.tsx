export type ActionIconName =
  | "workOrders"
  | "equipment"
  | "assignments"
  | "reports"
  | "users"
  | "api"
  | "database"
  | "checklist"
  | "table"
  | "rows"
  | "terminal"
  | "shield"
  | "warning"
  | "scan"
  | "cameraOff"
  | "parts"
  | "truck"
  | "clock";

const PATHS: Record<ActionIconName, string> = {
  workOrders:
    "M9 4h6m-6 0a2 2 0 0 0-2 2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1a2 2 0 0 0-2-2M9 4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M8 12l2 2 5-5M8 17h8",
  equipment:
    "M3 17h2m14 0h2M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0m10 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M9 17h6M3 13V9h7l2 4h7a2 2 0 0 1 2 2v2M12 9V5h4l3 4",
  assignments: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8m8-4 2 2 4-4",
  reports: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  users:
    "M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8m14 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  api: "m8 7-5 5 5 5m8-10 5 5-5 5M14 4l-4 16",
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3m0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  checklist: "M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2",
  table: "M3 5h18v14H3zM3 10h18M9 10v9",
  rows: "M4 6h16M4 12h16M4 18h16",
  terminal: "m5 8 4 4-4 4m6 1h8M3 4h18v16H3z",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zm-3 9 2 2 4-4",
  scan: "M4 8V5a1 1 0 0 1 1-1h3m8 0h3a1 1 0 0 1 1 1v3m0 8v3a1 1 0 0 1-1 1h-3m-8 0H5a1 1 0 0 1-1-1v-3M8 8h3v3H8zm5 5h3v3h-3zm0-5h3m-3 0v3m-5 2v3h3",
  cameraOff:
    "M2 2l20 20M9.5 4h5L16 6h3a2 2 0 0 1 2 2v9m-2.6 3H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1m8.1 8.1A3 3 0 0 1 9.9 9.9",
  warning:
    "M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
  parts: "M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8M7.5 5.5l9 5",
  truck: "M2 6h11v10H2zm11 4h4l3 3v3h-7M6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4m11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4",
  clock: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0",
};

export const isActionIconName = (name: string): name is ActionIconName => Object.hasOwn(PATHS, name);

/** One of the app's line icons (decorative: the control it sits in carries the name). */
export function ActionIcon({ name, className = "size-6" }: { name: ActionIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
