import { bytesOf, type UploadStore } from './upload-store';

/**
 * Copies every file of `from` that `to` does not hold yet, one at a time (a picture in memory at
 * once); `from` is left as it is, so running it again copies only what is new.
 */
export async function copyUploads(from: UploadStore, to: UploadStore): Promise<{ copied: number; alreadyThere: number }> {
  const held = new Set(await to.list());
  let copied = 0;
  let alreadyThere = 0;
  for (const name of await from.list()) {
    if (held.has(name)) {
      alreadyThere++;
      continue;
    }
    const file = await from.read(name);
    if (!file) continue; // removed since it was listed
    await to.put(name, await bytesOf(file));
    copied++;
  }
  return { copied, alreadyThere };
}
