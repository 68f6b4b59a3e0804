import { isRefreshAdvised, isTokenExpired } from "@mnx/domain";
import { useSyncExternalStore } from "react";
import { type AuthState, authStore } from "./auth-store";

export interface AuthView extends AuthState {
  isAuthenticated: boolean;
  /** The access token's lifetime has passed. */
  isExpired: boolean;
  /** Under 300 s left: a refresh is due. */
  refreshAdvised: boolean;
}

export function useAuth(): AuthView {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  const { tokens, user } = state;
  return {
    ...state,
    isAuthenticated: Boolean(user && tokens),
    isExpired: tokens ? isTokenExpired(tokens) : false,
    refreshAdvised: tokens ? isRefreshAdvised(tokens) : false,
  };
}
