// /users and the developer tools: their title and access rule until their screens arrive.
export { RoutePlaceholderScreen as Component } from "./coming-soon-screen";
