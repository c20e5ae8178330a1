import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * One file of a ZIP: text (written as UTF-8), bytes, or text that comes in parts (a large file read
 * a page at a time); `stored` for data that is compressed already (images).
 */
export interface ZipFile {
  name: string;
  data: string | Uint8Array | AsyncIterable<string>;
  stored?: boolean;
}

const partsOf = (data: ZipFile['data']): AsyncIterable<string | Uint8Array> =>
  typeof data === 'string' || data instanceof Uint8Array
    ? (async function* () {
        yield data;
      })()
    : data;

/**
 * Deflated a slice at a time: a slice takes a few milliseconds, then every other request gets a
 * turn of the event loop (a whole 200 MB export made at once held it for 19 s; decision 151).
 */
const SLICE_BYTES = 64 * 1024;

/** Whether `out` still takes data, waiting while its buffer is full (the client reads slower than we zip). */
async function turn(out: Writable): Promise<boolean> {
  if (out.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  } else {
    await nextTurn();
  }
  return !out.destroyed;
}

/**
 * Writes a ZIP of `files` to `out` while they come, file by file and slice by slice, so neither the
 * ZIP nor all the files are ever in memory and the event loop stays free. Stops quietly when the
 * client goes away; throws when the files pass `maxBytes` (uncompressed) or deflating fails, with
 * part of the ZIP sent: the caller's error handler then cuts the answer off.
 */
export async function writeZip(out: Writable, files: AsyncIterable<ZipFile>, { maxBytes }: { maxBytes: number }) {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final && !error) out.end();
  });
  const mtime = new Date();
  let total = 0;
  for await (const file of files) {
    const entry = file.stored ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    for await (const part of partsOf(file.data)) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      total += bytes.length;
      if (total > maxBytes) throw new Error(`The ZIP passed its ${maxBytes} bytes at ${file.name}`);
      for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
        entry.push(bytes.subarray(at, at + SLICE_BYTES));
        if (failure) throw failure;
        if (!(await turn(out))) return;
      }
    }
    entry.push(new Uint8Array(0), true);
    if (failure) throw failure;
  }
  zip.end();
  if (failure) throw failure;
}
