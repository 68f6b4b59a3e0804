export { MeterReadingsScreen as Component } from "./meter-readings-screen";
