export { ApiExplorerScreen as Component } from "./api-explorer-screen";
