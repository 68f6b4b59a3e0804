import { type APIRequestContext, expect } from "@playwright/test";

interface SessionLike {
  accessToken: string;
}

/** Calls the API as a signed-in user (for tests that pick or prepare their data through the API). */
export function apiAs(request: APIRequestContext, session: SessionLike) {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const check = async (response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) => {
    expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as { data: unknown };
  };
  return {
    async get<T>(path: string): Promise<T> {
      return (await check(await request.get(`/api/v1${path}`, { headers }), `GET ${path}`)).data as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      return (await check(await request.post(`/api/v1${path}`, { headers, data }), `POST ${path}`)).data as T;
    },
    async put<T>(path: string, data: unknown): Promise<T> {
      return (await check(await request.put(`/api/v1${path}`, { headers, data }), `PUT ${path}`)).data as T;
    },
  };
}

/** A suffix no parallel test shares, for equipment numbers and names. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}
