export { MeterReadingsImportScreen as Component } from "./meter-readings-import-screen";
