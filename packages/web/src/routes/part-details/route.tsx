export { PartDetailsScreen as Component } from "./part-details-screen";
