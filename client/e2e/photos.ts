import zlib from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';

/** Character photos in the e2e tests point here; servePhotos answers it, so no test needs the internet. */
export const PHOTO_URL = 'https://images.example.test/portraits/mara.png';

type Rgb = [number, number, number];

/** A real 8-bit RGB PNG, square, made in memory so no test needs a fixture file or the internet. */
export function rgbPng(size: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x += 1) row.set(colourAt(x, y), 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTO_PNG = rgbPng(64, () => [138, 59, 18]);

/** Answers every image under images.example.test with a small PNG. */
export async function servePhotos(target: Page | BrowserContext) {
  await target.route('https://images.example.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PHOTO_PNG }),
  );
}
