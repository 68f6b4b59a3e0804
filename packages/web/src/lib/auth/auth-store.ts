import {
  AUTH_STORAGE_KEY,
  isSessionResumable,
  type Organization,
  organizationSchema,
  type Session,
  type StoredTokens,
  type User,
  userSchema,
} from "@mnx/domain";
import { z } from "zod";

/** The auth state kept in the browser (part 1, 3). */
export interface AuthState {
  user: User | null;
  tokens: StoredTokens | null;
  organization: Organization | null;
  /** True while a stored session is being refreshed at start-up. */
  isLoading: boolean;
  error: string | null;
}

const persistedSchema = z.object({
  user: userSchema,
  organization: organizationSchema,
  tokens: z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
    expiresIn: z.number().positive(),
    issuedAt: z.number(),
  }),
});

type Persisted = Pick<AuthState, "user" | "tokens" | "organization">;
const SIGNED_OUT: Persisted = { user: null, tokens: null, organization: null };

/**
 * Reads the stored session. Unreadable data is dropped, and so is a session whose refresh token has surely
 * expired; one whose access token alone expired is kept (refreshed at start-up when online, docs/decisions/003).
 */
function readStored(): Persisted {
  // No browser storage (the login screen prerendered at build time, scripts/prerender-login.mjs): signed out.
  if (typeof window === "undefined") return SIGNED_OUT;
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return SIGNED_OUT;
    const parsed = persistedSchema.safeParse(JSON.parse(raw));
    if (parsed.success && isSessionResumable(parsed.data.tokens)) return parsed.data;
  } catch {
    // Unreadable storage counts as signed out.
  }
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
  return SIGNED_OUT;
}

function writeStored({ user, tokens, organization }: AuthState): void {
  try {
    if (user && tokens && organization) {
      window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, tokens, organization }));
    } else {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
    }
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
}

let state: AuthState = { ...readStored(), isLoading: false, error: null };
const listeners = new Set<() => void>();

function setState(patch: Partial<AuthState>, persist: boolean): void {
  state = { ...state, ...patch };
  if (persist) writeStored(state);
  for (const listener of listeners) listener();
}

function sessionPatch(session: Session): Persisted {
  return {
    user: session.user,
    organization: session.organization,
    tokens: {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      expiresIn: session.expiresIn,
      issuedAt: Date.now(),
    },
  };
}

/** A tiny external store (useSyncExternalStore): login, refresh, logout and errors (part 1, 4). */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login: user, tokens with issue time and organization; clears the error. */
  signIn(session: Session): void {
    setState({ ...sessionPatch(session), isLoading: false, error: null }, true);
  },
  /** Refresh: replaces the tokens (and the user's latest profile); clears the error. */
  replaceSession(session: Session): void {
    setState({ ...sessionPatch(session), error: null }, true);
  },
  updateUser(fields: Partial<User>): void {
    if (state.user) setState({ user: { ...state.user, ...fields } }, true);
  },
  /** Logout clears everything; an optional error is shown on the login screen. */
  signOut(error: string | null = null): void {
    setState({ ...SIGNED_OUT, isLoading: false, error }, true);
  },
  setError(error: string | null): void {
    setState({ error }, false);
  },
  setLoading(isLoading: boolean): void {
    setState({ isLoading }, false);
  },
};

// Another tab signed in, refreshed or signed out: follow it.
globalThis.window?.addEventListener("storage", (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) setState(readStored(), false);
});
