import type { ReactNode } from "react";

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs (a description list); empty values show a dash. */
export function DetailList({ items, columns = 2 }: { items: readonly DetailItem[]; columns?: 1 | 2 | 3 }) {
  const grid = columns === 1 ? "" : columns === 2 ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3";
  return (
    <dl className={`grid gap-x-4 gap-y-2 ${grid}`}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{item.label}</dt>
          <dd className="break-words text-sm text-ink">
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
