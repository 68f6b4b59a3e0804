export { DashboardScreen as Component } from "./dashboard-screen";
