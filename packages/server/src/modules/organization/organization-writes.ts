// What other modules may write of an organization inside their own transaction (the tx is the first
// parameter): the organizations table's writes live in this module only (docs/decisions/027).
export { insertOrganization } from "./organization-repository.js";
