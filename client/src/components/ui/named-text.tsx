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
}

const NameLinksContext = createContext<NameLinks | null>(null);

/**
 * Names written plainly in the writer's text link to their codex entries beneath this
 * (docs/decisions/177-the-codex.md): one matcher for the page, built when the entries change.
 */
export function NameLinksProvider({
  storyId,
  entries,
  children,
}: {
  storyId: string;
  entries: readonly NamedEntry[] | undefined;
  children: ReactNode;
}) {
  const links = useMemo(() => {
    if (!entries?.length) return null;
    const { find } = nameMatcher(
      entries.map((entry) => ({ names: [entry.name, ...entry.aliases], matchCase: entry.matchCase })),
    );
    return { find, entries, storyId };
  }, [entries, storyId]);
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
      <Link
        key={found.start}
        className="codex-link"
        to={`/stories/${encodeURIComponent(links.storyId)}/codex/${encodeURIComponent(entry._id)}`}
      >
        {text.slice(found.start, found.end)}
      </Link>,
    );
    at = found.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
