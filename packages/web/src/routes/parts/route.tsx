export { PartsScreen as Component } from "./parts-screen";
