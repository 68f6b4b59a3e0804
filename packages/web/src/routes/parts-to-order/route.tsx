export { PartsToOrderScreen as Component } from "./parts-to-order-screen";
