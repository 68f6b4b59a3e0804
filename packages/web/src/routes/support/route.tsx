export { SupportScreen as Component } from "../../features/legal/support-screen";
