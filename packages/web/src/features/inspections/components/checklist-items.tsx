import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { InspectionCategorySection } from "./inspection-category-section";
import type { FormChecklist } from "./inspection-checklist";

/**
 * The photos each checklist item's picker holds (by the item's form index), whether any is still being
 * prepared, and the first failed item missing the photo its template requires: one piece for the daily and the
 * periodic inspection forms.
 */
export function useItemPhotos(checklist: FormChecklist) {
  const { t } = useLingui();
  // Each item's picker reports its photos here; only items needing attention send theirs.
  const itemPhotos = useRef(new Map<number, readonly PickedPhoto[]>());
  const [preparing, setPreparing] = useState<ReadonlySet<number>>(new Set());
  const onItemPhotos = (index: number, photos: readonly PickedPhoto[], busy: boolean) => {
    itemPhotos.current.set(index, photos);
    setPreparing((current) => {
      if (current.has(index) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(index);
      else next.delete(index);
      return next;
    });
  };
  // A failed item whose template asks for a photo must carry one (the server says so too).
  const photoMissing = (values: { items: readonly { status: string; item: string }[] }) => {
    const items = checklist.sections.flatMap((section) => section.items);
    const index = values.items.findIndex(
      (entry, at) =>
        entry.status === "NEEDS_ATTENTION" &&
        items[at]?.photoRequiredOnFail &&
        (itemPhotos.current.get(at)?.length ?? 0) === 0,
    );
    if (index < 0) return null;
    // The domain's CHECKLIST_MESSAGES.photoRequired, worded in the language shown.
    const item = values.items[index]?.item ?? "";
    return t`'${item}' needs a photo when it fails`;
  };
  return { itemPhotos, preparing: preparing.size > 0, onItemPhotos, photoMissing };
}

/** 'Crane daily · version 3', or the built-in checklist's name: what the inspection forms say they ask. */
export function useVersionLabel(checklist: FormChecklist): string {
  const { t } = useLingui();
  if (!checklist.version) return t`Standard daily checklist`;
  const { name, number } = checklist.version;
  return t`${name} · version ${number}`;
}

/** The checklist's sections and their items, as the inspection forms show them. */
export function ChecklistItems({
  checklist,
  showMissing,
  onItemPhotos,
}: {
  checklist: FormChecklist;
  showMissing: boolean;
  onItemPhotos: ReturnType<typeof useItemPhotos>["onItemPhotos"];
}) {
  return checklist.sections.map((section, at) => (
    <InspectionCategorySection
      key={section.title}
      title={section.title}
      items={section.items}
      firstIndex={checklist.sections.slice(0, at).reduce((sum, before) => sum + before.items.length, 0)}
      showMissing={showMissing}
      onItemPhotos={onItemPhotos}
    />
  ));
}
