export { PrivacyScreen as Component } from "../../features/legal/privacy-screen";
