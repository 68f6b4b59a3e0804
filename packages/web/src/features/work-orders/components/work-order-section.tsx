import { type ReactNode, useId } from "react";

interface WorkOrderSectionProps {
  title: string;
  children: ReactNode;
  /** Next to the title, e.g. a badge or a count. */
  titleExtra?: ReactNode;
}

/** A titled block of a work-order modal; the heading names the region for assistive technology. */
export function WorkOrderSection({ title, children, titleExtra }: WorkOrderSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {titleExtra}
      </div>
      {children}
    </section>
  );
}
