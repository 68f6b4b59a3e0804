export { OperatorDashboardScreen as Component } from "./operator-dashboard-screen";
