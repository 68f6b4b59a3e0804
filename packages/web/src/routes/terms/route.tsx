export { TermsScreen as Component } from "../../features/legal/terms-screen";
