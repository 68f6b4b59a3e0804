// /login (part 1, 2).
export { LoginScreen as Component } from "../../features/sign-in/login-screen";
