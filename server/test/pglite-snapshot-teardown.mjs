/** Jest global tear-down: the snapshot file of test/pglite-snapshot.mjs goes. */
import fs from 'node:fs';
import process from 'node:process';

export default function removeSnapshot() {
  const file = process.env.THREE_ACT_PGLITE_SNAPSHOT;
  if (file) fs.rmSync(file, { force: true });
}
