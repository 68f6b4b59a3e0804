import type { Part, PartUnit } from "@mnx/domain";

/** The part form's fields as its inputs hold them: text, what it fits one per line. */
export interface PartFormValues {
  partNumber: string;
  name: string;
  description: string;
  category: string;
  unit: PartUnit;
  unitCost: string;
  minStock: string;
  reorderQty: string;
  manufacturerPartNumber: string;
  supplierPartNumber: string;
  barcode: string;
  fits: string;
}

/** A new part: counted each, no cost, no minimum (it is never on the 'to order' list until one is set). */
export const newPartValues = (barcode = ""): PartFormValues => ({
  partNumber: "",
  name: "",
  description: "",
  category: "",
  unit: "EACH",
  unitCost: "0",
  minStock: "0",
  reorderQty: "0",
  manufacturerPartNumber: "",
  supplierPartNumber: "",
  barcode,
  fits: "",
});

/** A part's fields for Edit; a cost the caller cannot see (null) is never theirs to edit. */
export const partValues = (part: Part): PartFormValues => ({
  partNumber: part.partNumber,
  name: part.name,
  description: part.description ?? "",
  category: part.category ?? "",
  unit: part.unit,
  unitCost: String(part.unitCost ?? 0),
  minStock: String(part.minStock),
  reorderQty: String(part.reorderQty),
  manufacturerPartNumber: part.manufacturerPartNumber ?? "",
  supplierPartNumber: part.supplierPartNumber ?? "",
  barcode: part.barcode ?? "",
  fits: part.fits.join("\n"),
});
