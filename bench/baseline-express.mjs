/**
 * The bare Express 5 baseline: one route per benchmarked route, each sending the bytes the real
 * app answered (captured by run.mjs) with the same status and Content-Type, and nothing else.
 *
 *   PORT=5001 node bench/baseline-express.mjs captures.json
 */
import fs from 'node:fs';
import express from 'express';

const captures = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = express();
// Same ETag behaviour as the app's answer, so both send the same headers' worth of work.
app.set(
  'etag',
  captures.some((capture) => capture.etag),
);

for (const capture of captures) {
  const body = Buffer.from(capture.body, 'base64');
  app[capture.method.toLowerCase()](capture.pattern, (_req, res) => {
    res.status(capture.status).set('Content-Type', capture.contentType).send(body);
  });
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
