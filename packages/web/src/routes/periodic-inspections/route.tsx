export { PeriodicInspectionsScreen as Component } from "./periodic-inspections-screen";
