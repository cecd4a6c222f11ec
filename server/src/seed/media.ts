// The seed's files in the media store. Each drawing is rendered and run through the image
// pipeline once; every further row that shows it gets a byte copy (original and variants)
// under its own name, because a row owns its file: deleting or replacing one news image
// must never break another row that happened to show the same drawing.
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@ecole/shared/media';
import { ingestImage } from '../media/images';
import { urlOf, type MediaStore } from '../media/store';
import { seedAssetsDir } from '../paths';
import { renderPicture, type PictureSpec } from './illustrations';

/** Runs tasks a few at a time and waits for all of them, so nothing still writes after a failure. */
async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item).catch((err: unknown) => errors.push(err));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}

export class SeedMedia<Id extends string> {
  /** Every name this seed wrote, for clean-up if the rows never make it to the database. */
  readonly written: string[] = [];
  private originals = new Map<Id, string>();
  private taken = new Set<Id>();

  constructor(private store: MediaStore) {}

  /** Renders and ingests every drawing; sharp works in libuv threads, so a few run at once. */
  async prepare(pictures: Record<Id, PictureSpec>) {
    const ids = Object.keys(pictures) as Id[];
    const limit = Math.max(1, Math.min(4, os.availableParallelism()));
    await runLimited(ids, limit, async (id) => {
      const { name } = await ingestImage(this.store, await renderPicture(pictures[id]), 'jpg');
      this.written.push(name);
      this.originals.set(id, name);
    });
  }

  /** The /media/ URL of a file of its own showing this drawing. */
  async image(id: Id): Promise<string> {
    const original = this.originals.get(id);
    if (!original) throw new Error(`Image de démonstration inconnue : ${id}`);
    if (!this.taken.has(id)) {
      this.taken.add(id);
      return urlOf(original);
    }
    const copy = this.store.newName('jpg');
    this.written.push(copy);
    await this.store.writeStream(copy, this.store.read(original));
    await Promise.all(
      IMAGE_WIDTHS.map((w) =>
        this.store.writeStream(this.store.variantName(copy, w), this.store.read(this.store.variantName(original, w))),
      ),
    );
    return urlOf(copy);
  }

  /** A copy of a file shipped in server/seed-assets/ (the demo video). */
  async asset(file: string): Promise<string> {
    const ext = path.extname(file).slice(1);
    const name = this.store.newName(ext);
    this.written.push(name);
    await this.store.writeStream(name, createReadStream(path.join(seedAssetsDir, file)));
    return urlOf(name);
  }

  /** Drawings no row asked for: removed so the store holds only referenced files. */
  async dropUnused() {
    for (const [id, name] of this.originals) {
      if (this.taken.has(id)) continue;
      await this.store.remove(name);
      this.written.splice(this.written.indexOf(name), 1);
    }
  }

  /** Removes everything written (the store's remove() also drops an image's variants). */
  async discard() {
    await Promise.all(this.written.map((name) => this.store.remove(name).catch(() => {})));
    this.written.length = 0;
  }
}
