export { TelematicsScreen as Component } from "./telematics-screen";
