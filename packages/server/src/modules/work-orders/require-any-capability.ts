import { type Capability, can } from "@mnx/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authenticate, forbidden } from "../../plugins/auth.js";

/**
 * Like requireCapability, for a route whose parts need different capabilities (PATCH /work-orders/{id}): the
 * caller must hold at least one of them; the service then checks each part.
 */
export function requireAnyCapability(...capabilities: Capability[]) {
  return async function checkAnyCapability(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!capabilities.some((capability) => can(request.user.role, capability))) throw forbidden();
  };
}
