import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Role } from '@three-act/contract/roles';
import { PageFailed } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { Landing } from '../routes/landing';
import { wordsLoaded } from '../lib/i18n';
import { Layout } from './layout';
import { boardStoryOf } from './first-reads';
import { preloadReads, type PickReads } from './preload';
import { loadSessionShell } from './shell';

/**
 * A page in its own chunk (route-level `lazy`): the data router loads its code, and the session
 * shell it reads from (the store, RTK Query's api, the axios client), before it renders, both at
 * once. Landing ships in the first bundle with neither (docs/decisions/146-one-way-client.md,
 * 150-landing-before-the-store.md); the forms carry the form library and the contract's schemas,
 * which the landing page must not pay for either.
 */
function page(load: () => Promise<ReactNode>, reads?: PickReads) {
  return async () => {
    // The page's data starts loading with its code, not after it (app/preload.ts).
    if (reads) void preloadReads(reads);
    const [element] = await Promise.all([load(), loadSessionShell()]);
    // In another language than English, the page's words (a chunk its code asked for) come first.
    await wordsLoaded();
    return { element };
  };
}

/** The sign-in guard (limited to `roles`, if given) comes with the session shell. */
function signedIn(roles?: readonly Role[]) {
  return async () => {
    const [{ PrivateRoute }] = await Promise.all([
      import('../features/auth/components/private-route'),
      loadSessionShell(),
    ]);
    return { element: <PrivateRoute roles={roles} /> };
  };
}

/** The route table of the data router (createBrowserRouter in main.tsx, createMemoryRouter in tests). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A page whose code fails to load (e.g. after a deploy) shows inside the layout; the first
        // page of a visit shows a spinner there while its code loads.
        errorElement: <PageFailed />,
        hydrateFallbackElement: <Spinner />,
        children: [
          // Public
          { path: '/', element: <Landing /> },
          { path: '/register', lazy: page(() => import('../routes/register').then((m) => <m.Register />)) },
          { path: '/login', lazy: page(() => import('../routes/login').then((m) => <m.Login />)) },
          { path: '/profile/:id', lazy: page(() => import('../routes/profile').then((m) => <m.Profile />)) },
          { path: '/profiles', lazy: page(() => import('../routes/profiles').then((m) => <m.Profiles />)) },
          { path: '/about', lazy: page(() => import('../routes/about').then((m) => <m.About />)) },
          { path: '/tos', lazy: page(() => import('../routes/terms').then((m) => <m.Terms />)) },
          { path: '/privacy', lazy: page(() => import('../routes/privacy').then((m) => <m.Privacy />)) },
          { path: '/guidelines', lazy: page(() => import('../routes/guidelines').then((m) => <m.Guidelines />)) },
          { path: '/verify/:token', lazy: page(() => import('../routes/verify').then((m) => <m.Verify />)) },
          { path: '/forgot', lazy: page(() => import('../routes/forgot').then((m) => <m.Forgot />)) },
          { path: '/reset/:token', lazy: page(() => import('../routes/reset').then((m) => <m.Reset />)) },
          {
            path: '/cancel-email/:token',
            lazy: page(() => import('../routes/cancel-email').then((m) => <m.CancelEmail />)),
          },
          { path: '/read/:token', lazy: page(() => import('../routes/read').then((m) => <m.ReadStory />)) },
          // A story's invitation: anyone may read it; accepting asks for the invited account (decision 189).
          {
            path: '/invitations/:token',
            lazy: page(() => import('../routes/invitation').then((m) => <m.InvitationPage />)),
          },
          {
            path: '/unsubscribe/:token',
            lazy: page(() => import('../routes/unsubscribe').then((m) => <m.Unsubscribe />)),
          },

          // Signed in
          {
            lazy: signedIn(),
            children: [
              // These pages' reads start beside their code (app/preload.ts, docs/decisions/171-pages-in-one-trip.md).
              {
                path: '/dashboard',
                lazy: page(
                  () => import('../routes/dashboard').then((m) => <m.Dashboard />),
                  (reads) => reads.dashboard(),
                ),
              },
              { path: '/resend', lazy: page(() => import('../routes/resend').then((m) => <m.Resend />)) },
              { path: '/settings', lazy: page(() => import('../routes/settings').then((m) => <m.Settings />)) },
              // Confirming needs the account signed in; the login comes back here (decision 148).
              {
                path: '/confirm-email/:token',
                lazy: page(() => import('../routes/confirm-email').then((m) => <m.ConfirmEmail />)),
              },
              { path: '/stories/trash', lazy: page(() => import('../routes/trash').then((m) => <m.Trash />)) },
              { path: '/stories/:id', lazy: page(() => import('../routes/story').then((m) => <m.StoryPage />)) },
              {
                path: '/beat-sheets',
                lazy: page(() => import('../routes/beat-sheets').then((m) => <m.BeatSheets />)),
              },
              {
                path: '/beat-sheets/:id',
                lazy: page(() => import('../routes/beat-sheet').then((m) => <m.BeatSheetPage />)),
              },
              {
                path: '/create-profile',
                lazy: page(() => import('../routes/create-profile').then((m) => <m.CreateProfile />)),
              },
              {
                path: '/edit-profile',
                lazy: page(() => import('../routes/edit-profile').then((m) => <m.EditProfile />)),
              },
              { path: '/add-work', lazy: page(() => import('../routes/add-work').then((m) => <m.AddWork />)) },
              {
                path: '/posts',
                lazy: page(
                  () => import('../routes/posts').then((m) => <m.Posts />),
                  (reads, url) => reads.brainstorm(url),
                ),
              },
              { path: '/post/:id', lazy: page(() => import('../routes/post').then((m) => <m.PostDetail />)) },
              // The Brainstorm's shelf of beat sheets (docs/decisions/160-shelf-pages.md).
              { path: '/posts/beat-sheets', lazy: page(() => import('../routes/shelf').then((m) => <m.Shelf />)) },
              {
                path: '/posts/beat-sheets/:id',
                lazy: page(() => import('../routes/shelf-sheet').then((m) => <m.ShelfSheetPage />)),
              },
              {
                path: '/notifications',
                lazy: page(() => import('../routes/notifications').then((m) => <m.Notifications />)),
              },
              // Outline pages share the side navigation (the act bar on phones).
              {
                // Its navigation lists the current story's acts, so it loads with the session shell.
                lazy: page(() => import('../routes/outline-layout').then((m) => <m.OutlineLayout />)),
                children: [
                  // A story has 1 to 7 acts (docs/decisions/154-story-structure-as-rows.md).
                  ...[1, 2, 3, 4, 5, 6, 7].map((act) => ({
                    path: `/act-${act}`,
                    lazy: page(
                      () => import('../routes/act').then((m) => <m.ActPage act={act} />),
                      (reads) => reads.act(),
                    ),
                  })),
                  {
                    path: '/story/beat-sheet',
                    lazy: page(() => import('../routes/story-structure').then((m) => <m.StoryStructurePage />)),
                  },
                  {
                    path: '/outlineoutput',
                    lazy: page(() => import('../routes/outline-output').then((m) => <m.OutlineOutput />)),
                  },
                  {
                    path: '/create-character',
                    lazy: page(() => import('../routes/create-character').then((m) => <m.CreateCharacter />)),
                  },
                  {
                    path: '/outlines/characters/me',
                    lazy: page(() => import('../routes/characters').then((m) => <m.Characters />)),
                  },
                  { path: '/outlines/cast', lazy: page(() => import('../routes/cast').then((m) => <m.Cast />)) },
                  {
                    path: '/outline/frameworks/:name',
                    lazy: page(() => import('../routes/framework').then((m) => <m.FrameworkPage />)),
                  },
                  {
                    path: '/outlines/characters/:id',
                    lazy: page(() => import('../routes/character').then((m) => <m.CharacterCard />)),
                  },
                  {
                    path: '/outlines/characters/:id/edit',
                    lazy: page(() => import('../routes/edit-character').then((m) => <m.EditCharacter />)),
                  },
                  // The board and the timeline of a story's scenes (docs/decisions/165-scenes-and-plotlines.md).
                  {
                    path: '/stories/:id/board',
                    lazy: page(
                      () => import('../routes/board').then((m) => <m.BoardPage />),
                      (reads, url) => reads.board(boardStoryOf(url)),
                    ),
                  },
                  // The codex of a story: entries, sheets, ties and arcs (docs/decisions/178-the-codex-pages.md).
                  {
                    path: '/stories/:id/codex',
                    lazy: page(() => import('../routes/codex').then((m) => <m.CodexPage />)),
                  },
                  {
                    path: '/stories/:id/codex/sheets',
                    lazy: page(() => import('../routes/codex-sheets').then((m) => <m.CodexSheetsPage />)),
                  },
                  {
                    path: '/stories/:id/codex/:entryId',
                    lazy: page(() => import('../routes/codex-entry').then((m) => <m.CodexEntryPage />)),
                  },
                  {
                    path: '/stories/:id/relationships',
                    lazy: page(() => import('../routes/relationships').then((m) => <m.RelationshipsPage />)),
                  },
                  {
                    path: '/stories/:id/timeline',
                    lazy: page(() => import('../routes/timeline').then((m) => <m.TimelinePage />)),
                  },
                  {
                    path: '/outlines/characters/note/:id',
                    lazy: page(() => import('../routes/add-note').then((m) => <m.AddNote />)),
                  },
                ],
              },
            ],
          },

          // Moderators and admins
          {
            lazy: signedIn(['mod', 'admin']),
            children: [
              { path: '/moderation', lazy: page(() => import('../routes/moderation').then((m) => <m.Moderation />)) },
            ],
          },
          {
            lazy: signedIn(['admin']),
            children: [{ path: '/admin', lazy: page(() => import('../routes/admin').then((m) => <m.Admin />)) }],
          },

          { path: '*', lazy: page(() => import('../routes/not-found').then((m) => <m.NotFound />)) },
        ],
      },
    ],
  },
];
