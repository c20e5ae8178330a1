import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useMatch } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { MentionEntries } from '../components/ui/mention-entries';
import { useCodexMentionables } from '../features/codex/use-codex-entries';
import { useCachedOutline } from '../features/outline/outline-api';
import { otherStructure, ROMAN } from '../features/outline/story-fields';
import { useOutlineT } from '../features/outline/words';
import { shownStoryActName, useSheetsT } from '../lib/sheet-words';

const STORAGE_KEY = 'three-act:outline-menu';

interface NavItem {
  to: string;
  label: string;
  /** Short label for the phone bar (docs/product.md#screens: ACTS 1-3, VIEW PLOT, CREATE CHAR, VIEW CHARS). */
  short?: string;
  mark: string;
}

/** The Three Act structure's acts: their names are built-in texts (the sheets' words). */
const THREE_ACTS = ['Setup', 'Confrontation', 'Resolution'];

const ITEMS: NavItem[] = [
  { to: '/outlineoutput', label: 'View outline', short: 'VIEW PLOT', mark: '≡' },
  { to: '/story/beat-sheet', label: 'Beat sheet', mark: '⇄' },
  { to: '/outline/frameworks/save-the-cat', label: 'Frameworks', mark: '◇' },
  { to: '/beat-sheets', label: 'Beat sheets', mark: '☰' },
  { to: '/create-character', label: 'Create character', short: 'CREATE CHAR', mark: '+' },
  { to: '/outlines/characters/me', label: 'View characters', short: 'VIEW CHARS', mark: '☺' },
  { to: '/outlines/cast', label: 'Cast and beats', mark: '▦' },
  { to: '/posts', label: 'Brainstorming', mark: '✎' },
  { to: '/dashboard', label: 'Dashboard', mark: '⌂' },
];

/**
 * The current story's acts, then the other outline pages: the Three Act structure's acts (and its
 * framework views) until the story has another structure (docs/decisions/154). Read from the cached
 * outline, so the frame adds no request to a page (a page that needs the outline loads it).
 */
function useOutlineItems(): NavItem[] {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  const outline = useCachedOutline();
  const acts = otherStructure(outline);
  // The story's board, codex and timeline, once there is a story (their pages are per story).
  const story = outline ? encodeURIComponent(outline._id) : null;
  const english = story
    ? [
        ...ITEMS.slice(0, 1),
        { to: `/stories/${story}/board`, label: 'Board', mark: '▤' },
        { to: `/stories/${story}/codex`, label: 'Codex', mark: '❖' },
        { to: `/stories/${story}/timeline`, label: 'Timeline', mark: '↦' },
        ...ITEMS.slice(1),
      ]
    : ITEMS;
  const items = english.map((item) => ({ ...item, label: t(item.label), short: item.short && t(item.short) }));
  const act = (index: number, name: string): NavItem => ({
    to: `/act-${index + 1}`,
    label: t('Act {{roman}}: {{name}}', { roman: ROMAN[index] ?? index + 1, name }),
    short: t('ACT {{number}}', { number: index + 1 }),
    mark: ROMAN[index] ?? String(index + 1),
  });
  if (!acts) return [...THREE_ACTS.map((name, index) => act(index, sheet(name))), ...items];
  // Another structure's act names: a built-in sheet's translated, the writer's own as written.
  return [
    ...acts.map((each, index) => act(index, shownStoryActName(sheet, each))),
    ...items.filter((item) => !item.to.startsWith('/outline/frameworks/')),
  ];
}

/**
 * The outline pages the phone bar has no button for (the beat sheet, the frameworks, the cast…),
 * behind MORE: a disclosure, so keyboard and screen-reader users open it as any other. It closes
 * when a page is chosen.
 */
function MoreMenu({ items }: { items: NavItem[] }) {
  const { t } = useOutlineT();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details ref={menu} className="act-bar__more">
      <summary className="act-bar__link">{t('MORE')}</summary>
      <ul className="act-bar__menu">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="act-bar__menu-link" onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

/**
 * The frame of the outline pages: a side navigation that can be minimised (remembered in this
 * browser) on wide screens, and the act bar in its place below 768 px.
 */
export function OutlineLayout() {
  const { t } = useOutlineT();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const items = useOutlineItems();

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'collapsed' : 'expanded');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  return (
    <div className={`outline-layout${collapsed ? ' outline-layout--collapsed' : ''}`}>
      <nav className="side-nav no-print" aria-label={t('Outline')}>
        <button
          type="button"
          className="side-nav__toggle"
          aria-expanded={!collapsed}
          aria-controls="side-nav-links"
          title={collapsed ? t('Expand the outline menu') : t('Minimise the outline menu')}
          onClick={toggle}
        >
          <span className="side-nav__chevron" aria-hidden="true">
            {collapsed ? '»' : '«'}
          </span>
          <span className="side-nav__toggle-text">{t('Outline menu')}</span>
        </button>
        <ul id="side-nav-links" className="side-nav__links" hidden={collapsed}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="side-nav__link">
                <span className="side-nav__mark" aria-hidden="true">
                  {item.mark}
                </span>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <nav className="act-bar no-print" aria-label={t('Outline shortcuts')}>
        <ul className="act-bar__links">
          {items
            .filter((item) => item.short)
            .map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="act-bar__link">
                  {item.short}
                </NavLink>
              </li>
            ))}
          <li className="act-bar__more-item">
            <MoreMenu items={items.filter((item) => !item.short)} />
          </li>
        </ul>
      </nav>

      <div className="outline-layout__content">
        {/* The page chunk loads inside the frame, so the navigation stays put. */}
        <Suspense fallback={<Spinner />}>
          <CodexMentions>
            <Outlet />
          </CodexMentions>
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The story's characters and codex entries for "@" in its texts (beats, scenes, descriptions, notes),
 * read once a writer first types "@" (decisions 177, 180): the story of the address on a story's
 * own pages (the board, the codex), else the current one (the act pages, the character pages).
 */
function CodexMentions({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const current = useCachedOutline()?._id;
  const story = useMatch('/stories/:id/*')?.params.id ?? current;
  const { entries, characters } = useCodexMentionables(wanted ? story : undefined);
  const ask = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ entries, characters, ask }), [entries, characters, ask]);
  return <MentionEntries.Provider value={value}>{children}</MentionEntries.Provider>;
}
