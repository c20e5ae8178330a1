import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PrivateRoute } from '../features/auth/components/private-route';
import { Landing } from '../routes/landing';
import { Login } from '../routes/login';
import { Register } from '../routes/register';
import { AppLayout } from './app-layout';

// Landing, login and register ship in the first bundle; every other page is its own chunk.
const About = lazy(() => import('../routes/about').then((m) => ({ default: m.About })));
const Terms = lazy(() => import('../routes/terms').then((m) => ({ default: m.Terms })));
const Privacy = lazy(() => import('../routes/privacy').then((m) => ({ default: m.Privacy })));
const Guidelines = lazy(() => import('../routes/guidelines').then((m) => ({ default: m.Guidelines })));
const Verify = lazy(() => import('../routes/verify').then((m) => ({ default: m.Verify })));
const Resend = lazy(() => import('../routes/resend').then((m) => ({ default: m.Resend })));
const Dashboard = lazy(() => import('../routes/dashboard').then((m) => ({ default: m.Dashboard })));
const NotFound = lazy(() => import('../routes/not-found').then((m) => ({ default: m.NotFound })));
const Profile = lazy(() => import('../routes/profile').then((m) => ({ default: m.Profile })));
const Profiles = lazy(() => import('../routes/profiles').then((m) => ({ default: m.Profiles })));
const CreateProfile = lazy(() => import('../routes/create-profile').then((m) => ({ default: m.CreateProfile })));
const EditProfile = lazy(() => import('../routes/edit-profile').then((m) => ({ default: m.EditProfile })));
const AddWork = lazy(() => import('../routes/add-work').then((m) => ({ default: m.AddWork })));
const ComingSoon = lazy(() => import('../routes/coming-soon').then((m) => ({ default: m.ComingSoon })));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public
      { path: '/', element: <Landing /> },
      { path: '/register', element: <Register /> },
      { path: '/login', element: <Login /> },
      { path: '/profile/:id', element: <Profile /> },
      { path: '/profiles', element: <Profiles /> },
      { path: '/about', element: <About /> },
      { path: '/tos', element: <Terms /> },
      { path: '/privacy', element: <Privacy /> },
      { path: '/guidelines', element: <Guidelines /> },
      { path: '/verify/:token', element: <Verify /> },

      // Signed in
      {
        element: <PrivateRoute />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/resend', element: <Resend /> },
          { path: '/create-profile', element: <CreateProfile /> },
          { path: '/edit-profile', element: <EditProfile /> },
          { path: '/add-work', element: <AddWork /> },
          { path: '/act-1', element: <ComingSoon name="Act I" /> },
          { path: '/act-2', element: <ComingSoon name="Act II" /> },
          { path: '/act-3', element: <ComingSoon name="Act III" /> },
          { path: '/create-character', element: <ComingSoon name="Create Character" /> },
          { path: '/outlines/characters/me', element: <ComingSoon name="Your Characters" /> },
          { path: '/outlines/characters/:id', element: <ComingSoon name="Character" /> },
          { path: '/outlines/characters/note/:id', element: <ComingSoon name="Add a Note" /> },
          { path: '/posts', element: <ComingSoon name="Brainstorming" /> },
          { path: '/post/:id', element: <ComingSoon name="Discussion" /> },
          { path: '/outlineoutput', element: <ComingSoon name="Your Outline" /> },
        ],
      },

      // Moderators and admins
      {
        element: <PrivateRoute roles={['mod', 'admin']} />,
        children: [{ path: '/moderation', element: <ComingSoon name="Moderation Queue" /> }],
      },
      {
        element: <PrivateRoute roles={['admin']} />,
        children: [{ path: '/admin', element: <ComingSoon name="Admin" /> }],
      },

      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The route table, rendered inside <BrowserRouter> (or <MemoryRouter> in tests).
 * Declarative mode rather than a data router: the app loads data through Redux thunks,
 * and the data router alone would add ~18 KB gzip to the first bundle.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
