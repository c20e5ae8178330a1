import type { CodexKind, CodexListItem } from '@three-act/contract/codex';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { kindLabel, matchesSearch, tagsOf } from '../codex-model';
import { EntryCard } from './entry-card';

/**
 * The codex's cards with a search by name or alias and filters by kind and tag. The story's
 * entries are read once (at most 2 000) and filtered here, so a key typed in the search shows its
 * cards at once; the filters live in the address, so Back and a reload keep them.
 */
export function CodexList({
  story,
  entries,
  kinds,
}: {
  story: string;
  entries: readonly CodexListItem[];
  kinds: readonly CodexKind[];
}) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const tag = params.get('tag') ?? '';
  const words = useDeferredValue(q);
  const set = (name: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const tags = useMemo(() => tagsOf(entries), [entries]);
  const shown = useMemo(
    () =>
      entries.filter(
        (entry) => (!kind || entry.kind === kind) && (!tag || entry.tags.includes(tag)) && matchesSearch(entry, words),
      ),
    [entries, kind, tag, words],
  );
  const filtered = Boolean(q || kind || tag);

  return (
    <section className="codex-list" aria-label="Entries">
      <div role="search" aria-label="Search and filter the codex" className="codex-filters">
        <TextField
          label="Search by name or alias"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(event) => set('q', event.target.value)}
        />
        <SelectField
          label="Kind"
          placeholder="All kinds"
          value={kind}
          onChange={(event) => set('kind', event.target.value)}
          options={kinds.map((each) => ({ value: each.kind, label: `${kindLabel(each.kind)} (${each.entries})` }))}
        />
        <SelectField
          label="Tag"
          placeholder="All tags"
          value={tag}
          onChange={(event) => set('tag', event.target.value)}
          options={tags}
        />
      </div>
      <p className="codex-list__count muted" aria-live="polite">
        {filtered
          ? `${shown.length} of ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
          : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
      </p>
      {entries.length === 0 ? (
        <p className="lead">
          The codex is empty. Add the story&apos;s people, places, objects, groups and lore with &quot;New entry&quot;.
        </p>
      ) : shown.length === 0 ? (
        <p>No entry matches.</p>
      ) : (
        <ul className="codex-cards">
          {shown.map((entry) => (
            <EntryCard key={entry._id} story={story} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
