import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Photo files on the server's disk (PHOTO_DIR, by default beside the PGlite data), one folder per
 * organization, named by the photo's id: nothing the sender chose reaches a path. Several servers need the
 * folder shared (S3-compatible storage is not built: docs/decisions/021-photos.md).
 */
export interface PhotoStorage {
  save(organizationId: string, id: string, bytes: Buffer): Promise<void>;
  open(organizationId: string, id: string): ReadStream;
  remove(organizationId: string, id: string): Promise<void>;
}

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
    open: (organizationId, id) => createReadStream(pathOf(organizationId, id)),
    async remove(organizationId, id) {
      await rm(pathOf(organizationId, id), { force: true });
    },
  };
}
