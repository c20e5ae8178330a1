/**
 * The raw node:http baseline: the same captured bytes as baseline-express.mjs, matched by method
 * and path with a regular expression, no framework at all.
 *
 *   PORT=5002 node bench/baseline-raw.mjs captures.json
 */
import fs from 'node:fs';
import http from 'node:http';

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map((capture) => ({
  method: capture.method,
  // '/api/posts/:id' → ^/api/posts/[^/]+$
  path: new RegExp(`^${capture.pattern.replace(/:[a-z]+/gi, '[^/]+')}$`),
  status: capture.status,
  headers: { 'Content-Type': capture.contentType, 'Content-Length': Buffer.from(capture.body, 'base64').length },
  body: Buffer.from(capture.body, 'base64'),
}));

const server = http.createServer((req, res) => {
  const path = req.url.split('?', 1)[0];
  const route = routes.find((candidate) => candidate.method === req.method && candidate.path.test(path));
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(route.status, route.headers).end(route.body);
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
