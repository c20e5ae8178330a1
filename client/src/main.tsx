import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { loadServerData } from './app/server-data';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/restore-session';
import { hasSessionMarker } from './features/auth/session-marker';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/outline.css';
import './styles/print.css';
import './styles/profile.css';

const store = makeStore();
// The data router starts loading this page's code at once (route-level lazy), beside the session check.
const router = createBrowserRouter(routes);
// Ask the server who the session cookie belongs to (if there is one: then the server-data layer is
// loaded for it); guards wait while this is loading. A visitor's landing page loads neither.
void (hasSessionMarker() ? loadServerData() : Promise.resolve()).then(() => store.dispatch(restoreSession()));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
