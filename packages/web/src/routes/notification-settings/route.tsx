export { NotificationSettingsScreen as Component } from "./notification-settings-screen";
