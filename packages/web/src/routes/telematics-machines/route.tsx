export { TelematicsMachinesScreen as Component } from "./telematics-machines-screen";
