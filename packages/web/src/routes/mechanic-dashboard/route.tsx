export { MechanicDashboardScreen as Component } from "./mechanic-dashboard-screen";
