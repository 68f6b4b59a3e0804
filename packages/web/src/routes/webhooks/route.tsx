export { WebhooksScreen as Component } from "./webhooks-screen";
