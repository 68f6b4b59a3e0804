import {
  type ChecklistTemplate,
  checklistSummary,
  enumLabel,
  formatDateTime,
  INSPECTION_KIND_LABELS,
} from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** Which machines a template is for: all (the default), a type, or one machine. */
export function checklistScope(template: ChecklistTemplate): string {
  if (template.equipment) return `${template.equipment.equipmentNumber} · ${template.equipment.name}`;
  if (template.equipmentType) return `All ${enumLabel(template.equipmentType)} machines`;
  return "Every machine without a template of its own or of its type";
}

/** One template on the list: its scope, version, what it asks, and Edit. */
export function ChecklistTemplateCard({
  template,
  onEdit,
}: {
  template: ChecklistTemplate;
  onEdit: () => void;
}) {
  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{template.name}</h3>
          <p className="text-sm text-ink-muted">{checklistScope(template)}</p>
          <p className="text-sm text-ink-muted">{INSPECTION_KIND_LABELS[template.kind]}</p>
        </div>
        {template.isDefault ? <Badge tone="info">Default</Badge> : null}
      </div>
      <p className="text-sm">{checklistSummary(template.sections)}</p>
      <p className="text-sm text-ink-muted">
        Version {template.version.number}, published {formatDateTime(template.version.publishedAt)}
      </p>
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${template.name}`} className="mt-auto">
        Edit
      </Button>
    </Card>
  );
}
