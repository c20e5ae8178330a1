import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { OutlineLayout } from '../components/layout/outline-layout';
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
const ActPage = lazy(() => import('../routes/act').then((m) => ({ default: m.ActPage })));
const OutlineOutput = lazy(() => import('../routes/outline-output').then((m) => ({ default: m.OutlineOutput })));
// Its own chunk, so the rich-text editor (TipTap) never weighs on the other pages.
const CreateCharacter = lazy(() => import('../routes/create-character').then((m) => ({ default: m.CreateCharacter })));
const Characters = lazy(() => import('../routes/characters').then((m) => ({ default: m.Characters })));
const CharacterCard = lazy(() => import('../routes/character').then((m) => ({ default: m.CharacterCard })));
const AddNote = lazy(() => import('../routes/add-note').then((m) => ({ default: m.AddNote })));
const Posts = lazy(() => import('../routes/posts').then((m) => ({ default: m.Posts })));
const PostDetail = lazy(() => import('../routes/post').then((m) => ({ default: m.PostDetail })));
const Moderation = lazy(() => import('../routes/moderation').then((m) => ({ default: m.Moderation })));
const Admin = lazy(() => import('../routes/admin').then((m) => ({ default: m.Admin })));
const Profile = lazy(() => import('../routes/profile').then((m) => ({ default: m.Profile })));
const Profiles = lazy(() => import('../routes/profiles').then((m) => ({ default: m.Profiles })));
const CreateProfile = lazy(() => import('../routes/create-profile').then((m) => ({ default: m.CreateProfile })));
const EditProfile = lazy(() => import('../routes/edit-profile').then((m) => ({ default: m.EditProfile })));
const AddWork = lazy(() => import('../routes/add-work').then((m) => ({ default: m.AddWork })));

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
          { path: '/posts', element: <Posts /> },
          { path: '/post/:id', element: <PostDetail /> },
          // Outline pages share the side navigation (the act bar on phones).
          {
            element: <OutlineLayout />,
            children: [
              { path: '/act-1', element: <ActPage act={1} /> },
              { path: '/act-2', element: <ActPage act={2} /> },
              { path: '/act-3', element: <ActPage act={3} /> },
              { path: '/outlineoutput', element: <OutlineOutput /> },
              { path: '/create-character', element: <CreateCharacter /> },
              { path: '/outlines/characters/me', element: <Characters /> },
              { path: '/outlines/characters/:id', element: <CharacterCard /> },
              { path: '/outlines/characters/note/:id', element: <AddNote /> },
            ],
          },
        ],
      },

      // Moderators and admins
      {
        element: <PrivateRoute roles={['mod', 'admin']} />,
        children: [{ path: '/moderation', element: <Moderation /> }],
      },
      {
        element: <PrivateRoute roles={['admin']} />,
        children: [{ path: '/admin', element: <Admin /> }],
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
