export { ScanScreen as Component } from "./scan-screen";
