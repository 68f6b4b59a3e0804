import { organizationSchema, profileSchema, sessionSchema, successEnvelope, userSchema } from "@mnx/domain";
import { z } from "zod";

// Loaded with import() where first needed (loadSessionAnswers), so /login is drawn and made interactive without
// evaluating the schema library (docs/decisions/012).

/** A session as this app stores it in localStorage (lib/auth/auth-store.ts). */
export const storedSessionSchema = z.object({
  user: userSchema,
  organization: organizationSchema,
  tokens: z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
    expiresIn: z.number().positive(),
    issuedAt: z.number(),
  }),
});

export const sessionAnswer = successEnvelope(sessionSchema);
export const profileAnswer = successEnvelope(profileSchema);

export const authConfigAnswer = successEnvelope(
  z.object({ mode: z.enum(["demo", "oidc"]), providerName: z.string() }),
);
export const signInUrlAnswer = successEnvelope(z.object({ authUrl: z.string().min(1) }));
export type AuthConfig = z.output<typeof authConfigAnswer>["data"];
