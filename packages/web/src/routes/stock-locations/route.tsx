export { StockLocationsScreen as Component } from "./stock-locations-screen";
