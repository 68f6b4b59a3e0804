import type { HTMLAttributes } from "react";

/** A raised panel on the page canvas. */
export function Card({ className = "", children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-5 ${className}`} {...rest}>
      {children}
    </div>
  );
}
