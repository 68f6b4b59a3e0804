export { DefectsScreen as Component } from "./defects-screen";
