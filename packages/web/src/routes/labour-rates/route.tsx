export { LabourRatesScreen as Component } from "./labour-rates-screen";
