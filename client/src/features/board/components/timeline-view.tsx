import type { Timeline } from '@three-act/contract/board';
import { Link } from 'react-router-dom';
import { momentText } from '../board-model';
import { useBoardT } from '../words';

const SHIFTS = { flashback: 'Flashback', 'flash-forward': 'Flash-forward' } as const;

const boardLink = (story: string, scene: string) =>
  `/stories/${encodeURIComponent(story)}/board?scene=${encodeURIComponent(scene)}`;

/**
 * The timed scenes in the order they happen in the story's world, each beside its place in reading
 * order, flashbacks and flash-forwards marked (docs/decisions/165-scenes-and-plotlines.md); the
 * scenes without a story time listed apart.
 */
export function TimelineView({ story, timeline }: { story: string; timeline: Timeline }) {
  const { t } = useBoardT();
  return (
    <>
      <section className="card timeline" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{t('In story order')}</h2>
        {timeline.scenes.length === 0 ? (
          <p className="muted">
            {t('No scene has a story time yet. Open a scene on the board and set when it happens.')}
          </p>
        ) : (
          <ol className="timeline__list">
            {timeline.scenes.map((scene) => (
              <li
                key={scene._id}
                className={scene.shift ? `timeline__item timeline__item--${scene.shift}` : 'timeline__item'}
              >
                <span className="timeline__when">
                  {scene.when.end
                    ? t('{{start}} to {{end}}', {
                        start: momentText(scene.when.start, t),
                        end: momentText(scene.when.end, t),
                      })
                    : momentText(scene.when.start, t)}
                </span>
                <Link className="timeline__title" to={boardLink(story, scene._id)}>
                  {scene.title}
                </Link>
                <span className="timeline__read">{t('Read {{number}}', { number: scene.readingIndex + 1 })}</span>
                {scene.shift && (
                  <span className={`badge timeline__shift timeline__shift--${scene.shift}`}>
                    {t(SHIFTS[scene.shift])}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card timeline" aria-labelledby="untimed-heading">
        <h2 id="untimed-heading">{t('Without a story time')}</h2>
        {timeline.untimed.length === 0 ? (
          <p className="muted">{t('Every scene has a story time.')}</p>
        ) : (
          <ul className="timeline__list">
            {timeline.untimed.map((scene) => (
              <li key={scene._id} className="timeline__item">
                <Link className="timeline__title" to={boardLink(story, scene._id)}>
                  {scene.title}
                </Link>
                <span className="timeline__read">{t('Read {{number}}', { number: scene.readingIndex + 1 })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
