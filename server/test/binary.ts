import type { Response } from 'supertest';

/** Reads a binary answer whole (supertest leaves unknown types unread): `.buffer(true).parse(binary)`. */
export function binary(res: Response & { setEncoding?: unknown }, done: (e: Error | null, body?: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
