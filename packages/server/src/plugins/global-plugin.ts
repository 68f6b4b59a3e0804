import type { FastifyInstance } from "fastify";

/**
 * Marks a plugin as not encapsulated (what the fastify-plugin package does), so its hooks, handlers and
 * decorators apply to the whole app. Used for the cross-cutting plugins registered by app.ts.
 */
export function globalPlugin<T extends (app: FastifyInstance) => Promise<void>>(name: string, plugin: T): T {
  Object.assign(plugin, {
    [Symbol.for("skip-override")]: true,
    [Symbol.for("fastify.display-name")]: name,
  });
  return plugin;
}
