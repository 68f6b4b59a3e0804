import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";

/**
 * Where photo files are kept, named by organization and the photo's id (nothing the sender chose reaches a
 * path or key): a folder (below) or an S3-compatible bucket (s3-photo-storage.ts), by configuration.
 */
export interface PhotoStorage {
  save(organizationId: string, id: string, bytes: Buffer): Promise<void>;
  open(organizationId: string, id: string): Promise<Readable>;
  /** Removing a file that is not there is no error. */
  remove(organizationId: string, id: string): Promise<void>;
}

/**
 * Photo files on the server's disk (PHOTO_DIR, by default beside the PGlite data), one folder per
 * organization. Several servers need the folder shared, or the bucket instead (docs/decisions/021-photos.md).
 */
export function folderPhotoStorage(root: string): PhotoStorage {
  const pathOf = (organizationId: string, id: string) => join(root, organizationId, id);
  return {
    async save(organizationId, id, bytes) {
      const folder = join(root, organizationId);
      await mkdir(folder, { recursive: true });
      // Written aside, then renamed: a crash mid-write never leaves half a photo under its id.
      const partial = `${pathOf(organizationId, id)}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, pathOf(organizationId, id));
    },
    open: async (organizationId, id) => createReadStream(pathOf(organizationId, id)),
    async remove(organizationId, id) {
      await rm(pathOf(organizationId, id), { force: true });
    },
  };
}
