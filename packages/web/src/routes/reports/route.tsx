export { ReportsScreen as Component } from "./reports-screen";
