export { DatabaseToolsScreen as Component } from "./database-tools-screen";
