// /reports and /users: their title and access rule until their screens arrive.
export { RoutePlaceholderScreen as Component } from "./coming-soon-screen";
