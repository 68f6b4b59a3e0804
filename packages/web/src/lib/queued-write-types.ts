// The queued write's shape, apart from its sending, so lib/photos can name it without importing the queue back.

/**
 * A write a field device keeps until it can be sent (docs/decisions/011). It is plain data, so a paused one is
 * persisted with the query cache and survives a reload; its Idempotency-Key makes a resend change nothing twice.
 */
export interface QueuedWrite {
  method: "POST" | "PATCH";
  path: string;
  body: unknown;
  idempotencyKey: string;
  /**
   * Photos kept on the device (lib/photos/kept-photos.ts) that go first, each with its own Idempotency-Key;
   * the ids the server gives them are written into `body` at each group's path (docs/decisions/021).
   */
  photos?: KeptPhotoGroup[];
  /**
   * What the ids in `body` are called, for the screens that show the write while it waits (a part's number and
   * name, a location's name); never sent.
   */
  labels?: Readonly<Record<string, string>>;
}

export interface KeptPhotoGroup {
  /** Where the ids go in the body: ["photoIds"], ["items", 3, "photoIds"]. */
  path: (string | number)[];
  /** The kept photos' keys, which are also their uploads' Idempotency-Keys. */
  keys: string[];
}
