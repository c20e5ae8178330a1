/**
 * The load generator, always in its own process (never in the server's): runs autocannon for a
 * warm-up, then for the measured duration, and prints one JSON line. Latencies are kept exactly
 * (autocannon's own histogram rounds to whole milliseconds, too coarse for a 1.2× page-cost ratio).
 *
 *   node bench/load.mjs '{"url":"http://127.0.0.1:5000","method":"GET","paths":["/api/posts"],"connections":50,"duration":8,"warmup":2}'
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

// The spec inline, or `@file` when it is too long for a command line (the autosave case's sessions).
const arg = process.argv[2];
const spec = JSON.parse(arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8') : arg);

/**
 * The autosave cases' request n: writer n mod W saves beat k mod 32 of its k-th save (k = ⌊n / W⌋)
 * (by key on POST /api/outlines, or by id on PATCH /api/stories/{id}/beats/{beatId})
 * with a text of its own, and If-Match the story's ETag at a version its tab has seen: up to LAG
 * behind the k earlier saves (each adds one), since with fewer writers than connections a writer's
 * next saves leave before the earlier ones are answered, and a version the story has not reached yet
 * is refused (412). The beat was last changed 32 saves before, so the lag makes no conflict unless
 * that save reached the server 24 of its writer's saves late: a new connection's first request can
 * arrive a second late, so the benchmark gives the case 100 writers (a few saves each a second).
 * The count runs on from the warm-up into the measured run, as a writer's would.
 */
const LAG = 8;
let saves = 0;
function autosave({ writers, beats, byId }) {
  const n = saves++;
  const w = n % writers.length;
  const k = Math.floor(n / writers.length);
  // Each load process (each round) writes texts of its own: a text the beat already holds saves nothing
  // and moves no version, and the later saves' If-Match would then name a version never reached (412).
  const text = `Writer ${w}, save ${k} of load ${process.pid}: the beat as it stood when typing paused.`;
  // By id (PATCH /api/stories/{id}/beats/{beatId}), each writer has its own story's beat ids.
  const beat = byId ? writers[w].beats[k % writers[w].beats.length] : beats[k % beats.length];
  return {
    ...(byId && { path: `/api/stories/${writers[w].story}/beats/${beat}` }),
    body: JSON.stringify(byId ? { text } : { [beat]: text }),
    headers: {
      'x-auth-token': writers[w].token,
      'if-match': `"${writers[w].story}.${writers[w].version + Math.max(0, k - LAG)}"`,
      'x-tab-id': 'bench',
    },
  };
}

/**
 * The scene moves' request n (PATCH /api/stories/{id}/scenes/{sceneId} with `{ beat, position: 0 }`):
 * scene n mod S goes to the front of the other of its writer's two beats on even laps and back home
 * on odd ones, so every request moves a scene; consecutive requests are different writers' (run.mjs
 * reads where each scene is before each load). The count runs on from the warm-up into the measured run.
 */
let moved = 0;
function move(moves) {
  const n = moved++;
  const scene = moves[n % moves.length];
  const lap = Math.floor(n / moves.length);
  return {
    path: scene.path,
    body: JSON.stringify({ beat: lap % 2 === 0 ? scene.other : scene.home, position: 0 }),
    headers: { 'x-auth-token': scene.token },
  };
}

function run(duration, latencies) {
  let next = 0;
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration,
    timeout: spec.timeout ?? 30,
    requests: [
      {
        method: spec.method,
        path: spec.paths[0],
        headers: spec.headers ?? {},
        body: spec.body,
        // Toggles (likes) rotate through many items and logins through many writers; autosaves and
        // scene moves are made as writers make them; reads repeat one path.
        setupRequest: (request) => {
          const n = next++;
          if (spec.autosave || spec.moves) {
            const save = spec.moves ? move(spec.moves) : autosave(spec.autosave);
            return {
              ...request,
              ...(save.path && { path: save.path }),
              body: save.body,
              headers: { ...request.headers, ...save.headers },
            };
          }
          return {
            ...request,
            path: spec.paths[n % spec.paths.length],
            ...(spec.bodies ? { body: spec.bodies[n % spec.bodies.length] } : {}),
          };
        },
      },
    ],
  });
  if (latencies) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  return instance;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

const warmup = spec.warmup > 0 ? await run(spec.warmup, null) : { '2xx': 0, non2xx: 0 };
const latencies = [];
const result = await run(spec.duration, latencies);
latencies.sort((a, b) => a - b);
const ok = result['2xx'];
console.log(
  JSON.stringify({
    rps: ok / result.duration,
    ok,
    // Answers in warm-up and measured run together: run.mjs divides the server's CPU time by it.
    okAll: ok + warmup['2xx'] + warmup.non2xx + result.non2xx,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.length ? latencies.reduce((sum, value) => sum + value, 0) / latencies.length : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  }),
);
