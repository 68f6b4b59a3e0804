// The checks against server-side request forgery that webhooks make (docs/decisions/038), offered to the other
// modules that call addresses an admin typed (telematics providers, docs/decisions/044): one copy of the ranges
// and of the lookup that refuses them at connection time.
export { addressRefusal, checkOutboundUrl, hostOf, type OutboundUse } from "./webhook-address.js";
export { checkedLookup, RefusedAtSend } from "./webhook-sender.js";
