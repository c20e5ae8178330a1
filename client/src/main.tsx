import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/auth-slice';
import { hasSessionMarker } from './features/auth/session-marker';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/outline.css';
import './styles/print.css';
import './styles/profile.css';

const store = makeStore();
// Ask the server who the session cookie belongs to (if there is one); guards wait while this is loading.
void store.dispatch(restoreSession());
// Signed in: fetch this page's code while the session is checked, not after.
if (hasSessionMarker()) preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
