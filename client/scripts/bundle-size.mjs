#!/usr/bin/env node
/**
 * Front-end budget: builds the app and a bare Vite React app with the same libraries in the same
 * run, and prints the gzip size of the JavaScript each landing page loads before it renders
 * (the entry chunk and its static imports; lazy route chunks are left out). Exits non-zero when
 * the app's landing page is over the budget.
 *
 *   npm run size                 (from the repository root or client/)
 *   npm run size -- --no-build   measure the production build already in client/dist (CI's one build)
 *   node client/scripts/bundle-size.mjs --budget 130
 *
 * The budget is issue 36's 130 kB "in every language": in a language other than English the landing
 * page also loads its words before the first render (the `common` namespace, a lazy chunk), so it is
 * measured with the heaviest language's too.
 *
 * Both builds go to temporary folders, so client/dist is left alone. The bare app is generated
 * in a temporary folder whose node_modules is a symlink to the repository's, so both builds use
 * the very same library versions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(clientDir, '..');

const args = process.argv.slice(2);
const budgetFlag = args.indexOf('--budget');
const budgetKb = budgetFlag >= 0 ? Number(args[budgetFlag + 1]) : 130;
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error('--budget takes a size in kB, e.g. --budget 130');
  process.exit(2);
}

/** The bare app: every library the real app ships, imported and used so none is tree-shaken away. */
const BARE_MAIN = `
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector } from 'react-redux';
import axios from 'axios';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);
i18next
  .use(initReactI18next)
  .use(resourcesToBackend((language) => Promise.resolve({ Go: language })))
  .init({ lng: 'en', fallbackLng: 'en', initAsync: false });
const api = axios.create({ baseURL: '/api', withCredentials: true });
const fetchConfig = createAsyncThunk('config/fetch', async (_arg, { rejectWithValue }) => {
  try {
    return (await api.get('/config')).data;
  } catch (error) {
    return rejectWithValue(String(error));
  }
});
const configSlice = createSlice({
  name: 'config',
  initialState: { value: null, status: 'idle' },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchConfig.fulfilled, (state, action) => {
      state.value = action.payload;
      state.status = 'done';
    });
  },
});
const store = configureStore({ reducer: { config: configSlice.reducer } });

function Home() {
  const dispatch = useDispatch();
  const status = useSelector((state) => state.config.status);
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    dispatch(fetchConfig());
  }, [dispatch]);
  return (
    <main>
      <h1>Bare app</h1>
      <p>{status} {dayjs().format('h:mm a [on] MMMM Do, YYYY')}</p>
      <Link to="/about">About</Link>
      <button type="button" onClick={() => navigate('/about')}>{t('Go')}</button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="*" element={<p>About</p>} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
`;

const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>
<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>
`;

// gzip at its default level (6), as servers and the compression middleware send it; kB = 1000 bytes, like Vite's build log.
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * The JS files index.html makes the browser load before the first render: the entry chunk and,
 * through the manifest, every chunk it imports statically (which Vite also lists as
 * modulepreload links). Dynamic imports (lazy routes) are not followed.
 */
function landingScripts(outDir) {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  // The production build has no manifest: what index.html loads is the list (Vite lists every static
  // import of the entry as a modulepreload link); the budget's own builds cross-check it.
  const files = fs.existsSync(manifestFile) ? manifestWalk(manifestFile) : referenced;
  for (const file of referenced) {
    if (!files.includes(file)) throw new Error(`index.html loads ${file}, which the manifest walk missed`);
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]);
  return {
    js: files.map((file) => ({
      file,
      raw: fs.statSync(path.join(outDir, file)).size,
      gzip: gzipSize(path.join(outDir, file)),
    })),
    css: css.map((file) => ({
      file,
      raw: fs.statSync(path.join(outDir, file)).size,
      gzip: gzipSize(path.join(outDir, file)),
    })),
  };
}

function manifestWalk(manifestFile) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key].file);
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

/** Each language's words the landing page loads (the `common` namespace's chunk), gzipped. */
function languageWords() {
  const locales = path.join(clientDir, 'src', 'locales');
  return fs
    .readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map(({ name }) => {
      return { language: name, gzip: gzipSize(path.join(locales, name, 'common.json')) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-size-'));
try {
  const appOut = args.includes('--no-build') ? path.join(clientDir, 'dist') : path.join(tmp, 'app-dist');
  if (appOut !== path.join(clientDir, 'dist')) {
    await build({
      root: clientDir,
      configFile: path.join(clientDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: appOut, emptyOutDir: true, manifest: true },
    });
  } else console.log(`measuring the production build in ${appOut}`);

  const bareDir = path.join(tmp, 'bare');
  fs.mkdirSync(path.join(bareDir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(bareDir, 'index.html'), BARE_HTML);
  fs.writeFileSync(path.join(bareDir, 'src', 'main.jsx'), BARE_MAIN);
  fs.symlinkSync(path.join(repoDir, 'node_modules'), path.join(bareDir, 'node_modules'), 'dir');
  const bareOut = path.join(tmp, 'bare-dist');
  await build({
    root: bareDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareOut, emptyOutDir: true, manifest: true },
  });

  const app = landingScripts(appOut);
  const bare = landingScripts(bareOut);
  const appJs = sum(app.js, 'gzip');
  const bareJs = sum(bare.js, 'gzip');

  console.log(
    '\nJavaScript the landing page loads (entry + static imports; gzip level 6, kB = 1000 bytes; lazy chunks excluded)\n',
  );
  for (const { file, raw, gzip } of app.js) {
    console.log(`  app   ${file.padEnd(36)} ${kb(raw).padStart(7)} kB raw  ${kb(gzip).padStart(6)} kB gzip`);
  }
  for (const { file, raw, gzip } of bare.js) {
    console.log(`  bare  ${file.padEnd(36)} ${kb(raw).padStart(7)} kB raw  ${kb(gzip).padStart(6)} kB gzip`);
  }
  console.log('');
  console.log(
    `  Three Act landing page JS      ${kb(appJs).padStart(6)} kB gzip (CSS ${kb(sum(app.css, 'gzip'))} kB gzip)`,
  );
  console.log(`  bare Vite React app, same libs ${kb(bareJs).padStart(6)} kB gzip`);
  console.log(
    `  difference (the app's own code) ${(appJs >= bareJs ? '+' : '') + kb(appJs - bareJs).padStart(5)} kB gzip`,
  );
  const [heaviest] = languageWords();
  const worst = appJs + (heaviest?.gzip ?? 0);
  if (heaviest) {
    console.log(
      `  with the heaviest language's words (${heaviest.language}, +${kb(heaviest.gzip)} kB) ${kb(worst).padStart(6)} kB gzip`,
    );
  }
  console.log(`  budget                         ${kb(budgetKb * 1000).padStart(6)} kB gzip`);

  if (worst > budgetKb * 1000) {
    console.error(`\n  OVER BUDGET: the landing page loads ${kb(worst)} kB gzip of JS (budget ${budgetKb} kB)\n`);
    process.exitCode = 1;
  } else {
    console.log(`\n  within budget (${kb(budgetKb * 1000 - worst)} kB to spare)\n`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
