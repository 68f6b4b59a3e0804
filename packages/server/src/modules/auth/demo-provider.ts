import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import Provider, { type InteractionResults } from "oidc-provider";
import { z } from "zod";
import { findAccountById, listSignInAccounts } from "../users/user-account-service.js";
import { demoProviderConfiguration } from "./demo-provider-config.js";
import { DEMO_INTERACTION_PREFIX, DEMO_PROVIDER_PREFIX, demoClient, demoIssuer } from "./demo-settings.js";
import { DEMO_SIGN_IN_CSS, renderDemoSignIn } from "./demo-sign-in-page.js";
import { redirectUri } from "./oidc-client.js";
import { requestOrigin } from "./request-origin.js";

/** The provider that answers a request: the one of the request's origin. */
type ProviderOf = (request: FastifyRequest) => Promise<Provider>;

/**
 * The built-in demo identity provider (DECISIONS.md "Sign-in"): a real OpenID Connect provider
 * (oidc-provider) on this server, used when no real issuer is configured. app.ts imports this module only then,
 * so with OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET set, oidc-provider is never loaded.
 *
 * One provider per origin of this server (request-origin.ts): its issuer and its client's only redirect URI are
 * on that origin, so a sign-in begun at http://192.168.1.20:3000 comes back there, and nowhere else.
 */
export const demoIdentityProvider: FastifyPluginAsync = async (app) => {
  const providers = new Map<string, Promise<Provider>>();
  const create = async (origin: string) => {
    const client = { ...(await demoClient(app.db)), redirectUri: redirectUri(origin) };
    const provider = new Provider(demoIssuer(origin), await demoProviderConfiguration(app.db, client));
    provider.proxy = true;
    return provider;
  };
  const providerOf: ProviderOf = (request) => {
    const origin = requestOrigin(request);
    let provider = providers.get(origin);
    if (!provider) {
      provider = create(origin);
      providers.set(origin, provider);
      provider.catch(() => providers.delete(origin));
    }
    return provider;
  };
  await app.register(async (scope) => mountProvider(scope, providerOf));
  await app.register(async (scope) => interactionRoutes(scope, providerOf));
};

/** oidc-provider reads its own request bodies, so this scope leaves every body unparsed. */
async function mountProvider(scope: FastifyInstance, providerOf: ProviderOf) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
  const handlers = new WeakMap<Provider, ReturnType<Provider["callback"]>>();
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = await providerOf(request);
    const handle = handlers.get(provider) ?? provider.callback();
    handlers.set(provider, handle);
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(DEMO_PROVIDER_PREFIX.length) || "/";
    void handle(raw, reply.raw);
  };
  const methods = ["GET", "POST", "OPTIONS"] as const;
  scope.route({ method: [...methods], url: DEMO_PROVIDER_PREFIX, schema: { hide: true }, handler: forward });
  scope.route({
    method: [...methods],
    url: `${DEMO_PROVIDER_PREFIX}/*`,
    schema: { hide: true },
    handler: forward,
  });
}

const uidParams = z.object({ uid: z.string().min(1).max(100) });

async function interactionRoutes(scope: FastifyInstance, providerOf: ProviderOf) {
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const provider = await providerOf(request);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: true,
    });
    return reply.redirect(returnTo, 303);
  };

  scope.get(
    `${DEMO_INTERACTION_PREFIX}/assets/demo-sign-in.css`,
    { schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type("text/css; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(DEMO_SIGN_IN_CSS),
  );

  scope.get(`${DEMO_INTERACTION_PREFIX}/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const provider = await providerOf(request);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === "login") {
      const accounts = await listSignInAccounts(scope.db);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(renderDemoSignIn(uidParams.parse(request.params).uid, accounts));
    }
    // The only client is this product itself, so consent is granted without asking.
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: accountId ?? "", clientId });
    if (!grant)
      return finish(request, reply, { error: "access_denied", error_description: "Grant not found" });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return finish(request, reply, { consent: { grantId: await grant.save() } });
  });

  scope.post(`${DEMO_INTERACTION_PREFIX}/:uid/login`, { schema: { hide: true } }, async (request, reply) => {
    const body = z.object({ accountId: z.string().uuid() }).safeParse(request.body);
    // The provider vouches only for who someone is, as Google does: a person deactivated after this page was
    // shown gets the product's own refusal ('Authentication failed: Your account is not active').
    const user = body.success ? await findAccountById(scope.db, body.data.accountId) : undefined;
    if (!user) return finish(request, reply, { error: "access_denied", error_description: "Unknown user" });
    return finish(request, reply, { login: { accountId: user.id } });
  });

  scope.post(`${DEMO_INTERACTION_PREFIX}/:uid/abort`, { schema: { hide: true } }, async (request, reply) =>
    finish(request, reply, { error: "access_denied", error_description: "Sign-in was cancelled" }),
  );
}
