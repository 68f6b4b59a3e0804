export { TeamScreen as Component } from "./team-screen";
