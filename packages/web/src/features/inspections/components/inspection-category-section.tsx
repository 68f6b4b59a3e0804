import { useId } from "react";
import type { FormChecklistItem } from "./inspection-checklist";
import { InspectionItemField, type ItemPhotosListener } from "./inspection-item-field";

interface InspectionCategorySectionProps {
  title: string;
  items: readonly FormChecklistItem[];
  /** The form index of the section's first item. */
  firstIndex: number;
  showMissing: boolean;
  onItemPhotos: ItemPhotosListener;
}

/** One section of the checklist (the default's four categories, or a template's own), with its items. */
export function InspectionCategorySection({
  title,
  items,
  firstIndex,
  showMissing,
  onItemPhotos,
}: InspectionCategorySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-accent-ink">
        {title}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.map((item, offset) => (
          <InspectionItemField
            key={item.id ?? item.name}
            index={firstIndex + offset}
            item={item}
            showMissing={showMissing}
            onPhotos={onItemPhotos}
          />
        ))}
      </div>
    </section>
  );
}
