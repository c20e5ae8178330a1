import { BUILT_IN_KINDS } from '@three-act/contract/codex';
import type { SharedStory } from '@three-act/contract/stories';
import { useOutlineT } from '../words';

type SharedCodexData = NonNullable<SharedStory['codex']>;

const KIND_HEADINGS: Record<string, string> = {
  place: 'Places',
  object: 'Objects',
  group: 'Groups',
  lore: 'Lore',
};

/** An entry's place on the shared page, which the names in the beats link to (decision 181). */
export const sharedEntryHash = (index: number) => `#codex-entry-${index}`;

/** The entries a link shares as the beats' name links need them (`_id` is the entry's place in the answer). */
export const sharedNamedEntries = (codex: SharedCodexData) =>
  codex.entries.map((entry, index) => ({
    _id: String(index),
    name: entry.name,
    aliases: entry.aliases,
    matchCase: entry.matchCase,
  }));

/**
 * The codex a writer chose to share (decision 181): the entries by kind (the built-in kinds, then
 * the writer's in the order they first come), each with its other names, tags and sheet's values,
 * summary and description; then the ties between what the page shows.
 */
export function SharedCodex({ codex }: { codex: SharedCodexData }) {
  const { t } = useOutlineT();
  if (codex.entries.length === 0 && codex.relationships.length === 0) return null;
  const indexed = codex.entries.map((entry, index) => ({ entry, index }));
  const kinds = [
    ...BUILT_IN_KINDS.filter((kind) => kind !== 'character'),
    ...new Set(
      codex.entries
        .map((entry) => entry.kind)
        .filter((kind) => !(BUILT_IN_KINDS as readonly string[]).includes(kind.toLowerCase())),
    ),
  ];
  return (
    <section className="outline-output__act shared-codex" aria-labelledby="shared-codex-heading">
      <h2 id="shared-codex-heading">{t('Codex')}</h2>
      {kinds.map((kind) => {
        const entries = indexed.filter(({ entry }) => entry.kind.toLowerCase() === kind.toLowerCase());
        if (entries.length === 0) return null;
        // A built-in kind's heading in the interface's language; a writer's own kind as they named it.
        const builtIn = KIND_HEADINGS[kind];
        const heading = builtIn ? t(builtIn) : kind;
        return (
          <section key={kind} aria-label={heading}>
            <h3>{heading}</h3>
            {entries.map(({ entry, index }) => {
              const facts: [string, string][] = [
                ...(entry.aliases.length > 0
                  ? [[t('Also known as'), entry.aliases.join(', ')] as [string, string]]
                  : []),
                ...(entry.tags.length > 0 ? [[t('Tags'), entry.tags.join(', ')] as [string, string]] : []),
                ...entry.fields.map(({ name, value }) => [name, value] as [string, string]),
              ];
              const headingId = `codex-entry-${index}-name`;
              return (
                <section
                  key={index}
                  id={sharedEntryHash(index).slice(1)}
                  className="outline-output__beat shared-codex__entry"
                  aria-labelledby={headingId}
                  tabIndex={-1}
                >
                  <h4 id={headingId}>{entry.name}</h4>
                  {entry.summary && (
                    <p>
                      <em>{entry.summary}</em>
                    </p>
                  )}
                  {facts.length > 0 && (
                    <ul className="shared-codex__facts">
                      {facts.map(([label, value], factIndex) => (
                        <li key={factIndex}>
                          <strong>{label}:</strong> {value}
                        </li>
                      ))}
                    </ul>
                  )}
                  {/* Sanitised by the server with its allow-list, on save and again when shared. */}
                  {entry.description && (
                    <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.description }} />
                  )}
                </section>
              );
            })}
          </section>
        );
      })}
      {codex.relationships.length > 0 && (
        <section aria-label={t('Relationships')}>
          <h3>{t('Relationships')}</h3>
          <ul className="shared-codex__ties">
            {codex.relationships.map((tie, index) => (
              <li key={index}>
                {tie.from} — {tie.label} {tie.directed ? '→' : '—'} {tie.to}
                {tie.note ? `: ${tie.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
