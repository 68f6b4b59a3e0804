export { FieldSupervisorDashboardScreen as Component } from "./field-supervisor-dashboard-screen";
