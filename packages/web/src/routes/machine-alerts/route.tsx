export { MachineAlertsScreen as Component } from "./machine-alerts-screen";
