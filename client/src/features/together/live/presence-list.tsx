import type { CSSProperties } from 'react';
import { useTogetherT } from '../words';
import type { Presence } from './presence';

interface PresenceListProps {
  /** The other writers here now (`useOthers`). */
  others: Presence[];
}

/**
 * "Here now" on a live story's act page (decision 192): who else has it open and where they are
 * ("Mara — Act II, 5. Fun and games"), each in the colour of their caret. A polite live region,
 * so a screen reader hears who comes, goes and moves without leaving the text.
 */
export function PresenceList({ others }: PresenceListProps) {
  const { t } = useTogetherT();
  return (
    <section className="live-presence" aria-labelledby="live-presence-heading">
      <h2 id="live-presence-heading" className="live-presence__heading">
        {t('Here now')}
      </h2>
      <div aria-live="polite">
        {others.length === 0 ? (
          <p className="live-presence__alone">{t('No one else has this story open.')}</p>
        ) : (
          <>
            <p className="visually-hidden">{t('{{count}} other writers here', { count: others.length })}</p>
            <ul className="live-presence__list">
              {others.map((other) => (
                <li
                  key={other.client}
                  className="live-presence__writer"
                  style={{ '--writer-color': other.user.color } as CSSProperties}
                >
                  <span className="live-presence__dot" aria-hidden="true" />
                  {other.place
                    ? t('{{name}} — {{place}}', { name: other.user.name, place: other.place.label })
                    : t('{{name}} — elsewhere in the story', { name: other.user.name })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
