export { WorkOrdersScreen as Component } from "./work-orders-screen";
