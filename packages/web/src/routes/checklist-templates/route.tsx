export { ChecklistTemplatesScreen as Component } from "./checklist-templates-screen";
