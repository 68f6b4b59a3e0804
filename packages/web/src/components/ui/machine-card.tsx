import { type ReactNode, useId } from "react";

interface MachineCardProps {
  equipmentNumber: string;
  name: string;
  /** The status badge beside the heading. */
  badge: ReactNode;
  children: ReactNode;
}

/**
 * A card about one machine (an assignment, a machine's operator, its daily inspection): an article named by its
 * number and name, with a badge. The children follow; a last child with `mt-auto` sits at the bottom.
 */
export function MachineCard({ equipmentNumber, name, badge, children }: MachineCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 leading-snug">
          <span className="block text-sm font-semibold text-accent-ink">{equipmentNumber}</span>
          <span className="block font-semibold break-words">{name}</span>
        </h3>
        {badge}
      </div>
      {children}
    </article>
  );
}
