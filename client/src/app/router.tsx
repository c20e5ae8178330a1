import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { OutlineLayout } from '../components/layout/outline-layout';
import { PrivateRoute } from '../features/auth/components/private-route';
import { Landing } from '../routes/landing';
import { AppLayout } from './app-layout';

/** A page in its own chunk, with `preload` to fetch that chunk before the page renders. */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

// Landing ships in the first bundle; every other page is its own chunk (the forms carry the form
// library and the contract's schemas, which the landing page must not pay for).
const Login = page(() => import('../routes/login').then((m) => m.Login));
const Register = page(() => import('../routes/register').then((m) => m.Register));
const About = page(() => import('../routes/about').then((m) => m.About));
const Terms = page(() => import('../routes/terms').then((m) => m.Terms));
const Privacy = page(() => import('../routes/privacy').then((m) => m.Privacy));
const Guidelines = page(() => import('../routes/guidelines').then((m) => m.Guidelines));
const Verify = page(() => import('../routes/verify').then((m) => m.Verify));
const Resend = page(() => import('../routes/resend').then((m) => m.Resend));
const Forgot = page(() => import('../routes/forgot').then((m) => m.Forgot));
const Reset = page(() => import('../routes/reset').then((m) => m.Reset));
const ConfirmEmail = page(() => import('../routes/confirm-email').then((m) => m.ConfirmEmail));
const Settings = page(() => import('../routes/settings').then((m) => m.Settings));
const Trash = page(() => import('../routes/trash').then((m) => m.Trash));
const Dashboard = page(() => import('../routes/dashboard').then((m) => m.Dashboard));
const NotFound = page(() => import('../routes/not-found').then((m) => m.NotFound));
const ActPage = page(() => import('../routes/act').then((m) => m.ActPage));
const OutlineOutput = page(() => import('../routes/outline-output').then((m) => m.OutlineOutput));
// Its own chunk, so the rich-text editor (TipTap) never weighs on the other pages.
const CreateCharacter = page(() => import('../routes/create-character').then((m) => m.CreateCharacter));
const EditCharacter = page(() => import('../routes/edit-character').then((m) => m.EditCharacter));
const Characters = page(() => import('../routes/characters').then((m) => m.Characters));
const FrameworkPage = page(() => import('../routes/framework').then((m) => m.FrameworkPage));
const Cast = page(() => import('../routes/cast').then((m) => m.Cast));
const CharacterCard = page(() => import('../routes/character').then((m) => m.CharacterCard));
const AddNote = page(() => import('../routes/add-note').then((m) => m.AddNote));
const Posts = page(() => import('../routes/posts').then((m) => m.Posts));
const PostDetail = page(() => import('../routes/post').then((m) => m.PostDetail));
const Moderation = page(() => import('../routes/moderation').then((m) => m.Moderation));
const Admin = page(() => import('../routes/admin').then((m) => m.Admin));
const Profile = page(() => import('../routes/profile').then((m) => m.Profile));
const Profiles = page(() => import('../routes/profiles').then((m) => m.Profiles));
const ReadStory = page(() => import('../routes/read').then((m) => m.ReadStory));
const CreateProfile = page(() => import('../routes/create-profile').then((m) => m.CreateProfile));
const EditProfile = page(() => import('../routes/edit-profile').then((m) => m.EditProfile));
const Notifications = page(() => import('../routes/notifications').then((m) => m.Notifications));
const Unsubscribe = page(() => import('../routes/unsubscribe').then((m) => m.Unsubscribe));
const AddWork = page(() => import('../routes/add-work').then((m) => m.AddWork));

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
      { path: '/forgot', element: <Forgot /> },
      { path: '/reset/:token', element: <Reset /> },
      { path: '/confirm-email/:token', element: <ConfirmEmail /> },
      { path: '/read/:token', element: <ReadStory /> },
      { path: '/unsubscribe/:token', element: <Unsubscribe /> },

      // Signed in
      {
        element: <PrivateRoute />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/resend', element: <Resend /> },
          { path: '/settings', element: <Settings /> },
          { path: '/stories/trash', element: <Trash /> },
          { path: '/create-profile', element: <CreateProfile /> },
          { path: '/edit-profile', element: <EditProfile /> },
          { path: '/add-work', element: <AddWork /> },
          { path: '/posts', element: <Posts /> },
          { path: '/post/:id', element: <PostDetail /> },
          { path: '/notifications', element: <Notifications /> },
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
              { path: '/outlines/cast', element: <Cast /> },
              { path: '/outline/frameworks/:name', element: <FrameworkPage /> },
              { path: '/outlines/characters/:id', element: <CharacterCard /> },
              { path: '/outlines/characters/:id/edit', element: <EditCharacter /> },
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
 * Starts loading the chunk of the page at `pathname`. A signed-in visit otherwise asks who the
 * session belongs to first and only then fetches the page's code: one round trip more on a phone.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
    void type?.preload?.();
  }
}

/**
 * The route table, rendered inside <BrowserRouter> (or <MemoryRouter> in tests).
 * Declarative mode rather than a data router: the app loads data through Redux thunks,
 * and the data router alone would add ~18 KB gzip to the first bundle.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
