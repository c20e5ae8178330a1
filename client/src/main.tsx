// First: the session check and this page's first reads go out as the entry script starts, while the
// rest of the app's code runs (docs/decisions/171-pages-in-one-trip.md, 198-first-reads-first.md).
import './send-first-reads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { loadSessionShell } from './app/shell';
import { hasSessionMarker } from './features/auth/session-marker';
import { startLanguage } from './lib/i18n';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/outline.css';
import './styles/print.css';
import './styles/profile.css';
import './styles/beat-sheets.css';
import './styles/board.css';
import './styles/codex.css';

// The data router starts loading this page's code at once (route-level lazy), beside the session check.
const router = createBrowserRouter(routes);
// When there is a session, the session shell loads at once and asks whom it belongs to; guards wait
// while that is loading. A visitor's landing page loads no store (docs/decisions/150-…).
if (hasSessionMarker()) void loadSessionShell();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// A text box's selectionchange (Chromium fires it at the box, and it bubbles) stops at the root: on
// the document, React's onSelect, which the app does not use, read the caret on each one, which
// forced a layout of the whole page on every key typed (docs/decisions/196-selection-changes-stop-at-the-root.md). The box's own
// listeners still hear it.
container.addEventListener('selectionchange', (event) => event.stopPropagation());

// A writer who reads another language than English sees the app in it from the first paint: its
// words (one lazy chunk per part of the app) load beside the page's code (docs/decisions/186-…).
void startLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
