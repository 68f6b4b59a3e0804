export { PartsScanScreen as Component } from "./parts-scan-screen";
