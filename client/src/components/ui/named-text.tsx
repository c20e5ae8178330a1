import { nameMatcher, type NameFound } from '@three-act/contract/names-in-text';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An entry as the links need it: what names it, and where its page is. */
export interface NamedEntry {
  _id: string;
  name: string;
  aliases: readonly string[];
  matchCase: boolean;
}

interface NameLinks {
  find: (text: string) => NameFound[];
  entries: readonly NamedEntry[];
  storyId: string;
  /** Links within the page (a shared page's codex, decision 181): the entry's `#` address. */
  hashOf?: ((entry: NamedEntry) => string) | undefined;
}

const NameLinksContext = createContext<NameLinks | null>(null);

/**
 * Names written plainly in the writer's text link to their codex entries beneath this
 * (docs/decisions/177-the-codex.md): one matcher for the page, built when the entries change.
 */
export function NameLinksProvider({
  storyId,
  entries,
  hashOf,
  children,
}: {
  storyId: string;
  entries: readonly NamedEntry[] | undefined;
  /** Given, the names link to `#` addresses on this page instead of the entries' pages. */
  hashOf?: (entry: NamedEntry) => string;
  children: ReactNode;
}) {
  const links = useMemo(() => {
    if (!entries?.length) return null;
    const { find } = nameMatcher(
      entries.map((entry) => ({ names: [entry.name, ...entry.aliases], matchCase: entry.matchCase })),
    );
    return { find, entries, storyId, hashOf };
  }, [entries, storyId, hashOf]);
  return <NameLinksContext.Provider value={links}>{children}</NameLinksContext.Provider>;
}

/** A writer's text with the names it writes as links to their entries; the text alone outside a provider. */
export function NamedText({ text }: { text: string }) {
  const links = useContext(NameLinksContext);
  if (!links) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const found of links.find(text)) {
    const entry = links.entries[found.namings[0] ?? -1];
    if (!entry) continue;
    parts.push(text.slice(at, found.start));
    parts.push(
      links.hashOf ? (
        <a key={found.start} className="codex-link" href={links.hashOf(entry)}>
          {text.slice(found.start, found.end)}
        </a>
      ) : (
        <Link
          key={found.start}
          className="codex-link"
          to={`/stories/${encodeURIComponent(links.storyId)}/codex/${encodeURIComponent(entry._id)}`}
        >
          {text.slice(found.start, found.end)}
        </Link>
      ),
    );
    at = found.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
