export { TruckStockScreen as Component } from "./truck-stock-screen";
