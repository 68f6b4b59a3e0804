import { INSPECTION_CHECKLIST, type InspectionCategory } from "@mnx/domain";
import { useId } from "react";
import { InspectionItemField, type ItemPhotosListener } from "./inspection-item-field";

interface InspectionCategorySectionProps {
  category: InspectionCategory;
  showMissing: boolean;
  onItemPhotos: ItemPhotosListener;
}

/** One of the checklist's four categories, with its four items (part 1, 9). */
export function InspectionCategorySection({
  category,
  showMissing,
  onItemPhotos,
}: InspectionCategorySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-accent-ink">
        {category}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {INSPECTION_CHECKLIST.map((entry, index) =>
          entry.category === category ? (
            <InspectionItemField
              key={entry.item}
              index={index}
              entry={entry}
              showMissing={showMissing}
              onPhotos={onItemPhotos}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}
