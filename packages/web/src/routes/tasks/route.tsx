export { TasksScreen as Component } from "./tasks-screen";
