import {
  AUTH_STORAGE_KEY,
  isSessionResumable,
  type Organization,
  type Session,
  type StoredTokens,
  type User,
} from "@mnx/domain";
import { loadSessionAnswers } from "./load-session-answers";

/** The auth state kept in the browser (part 1, 3). */
export interface AuthState {
  user: User | null;
  tokens: StoredTokens | null;
  organization: Organization | null;
  /** True while a stored session is being refreshed at start-up. */
  isLoading: boolean;
  error: string | null;
}

type Persisted = Pick<AuthState, "user" | "tokens" | "organization">;
const SIGNED_OUT: Persisted = { user: null, tokens: null, organization: null };

/**
 * Reads the stored session. Unreadable data is dropped, and so is a session whose refresh token has surely
 * expired; one whose access token alone expired is kept (refreshed at start-up when online, docs/decisions/003).
 * Its schema is loaded only when a session is stored, so a signed-out visitor's /login never waits for it.
 */
async function readStored(): Promise<Persisted> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return SIGNED_OUT;
    const { storedSessionSchema } = await loadSessionAnswers();
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success && isSessionResumable(parsed.data.tokens)) return parsed.data;
  } catch {
    // Unreadable storage counts as signed out.
  }
  // Another tab may have stored a newer session meanwhile: drop only what was read.
  if (raw !== null && window.localStorage.getItem(AUTH_STORAGE_KEY) === raw) {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  }
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

let state: AuthState = { ...SIGNED_OUT, isLoading: false, error: null };
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
  /** Takes up the session stored on this device; the app calls it once before its first render (main.tsx). */
  async restore(): Promise<void> {
    if (typeof window === "undefined") return; // prerendered at build time: signed out
    setState(await readStored(), false);
  },
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
  /** The organization's settings as the server says them now (its currency, photo locations). */
  updateOrganization(fields: Partial<Organization>): void {
    if (state.organization) setState({ organization: { ...state.organization, ...fields } }, true);
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
  if (event.key === AUTH_STORAGE_KEY || event.key === null) void authStore.restore();
});
