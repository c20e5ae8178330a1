import { useFeedback } from '../../../app/alerts/use-feedback';
import { formatListDate } from '../../../lib/format-date';
import { useGetSceneTrashQuery, useRestoreSceneMutation } from '../board-api';
import { useBoardT } from '../words';

/** The story's deleted scenes of the last 30 days, each to bring back (to the end of its beat). */
export function SceneTrash({ story }: { story: string }) {
  const { data: trash } = useGetSceneTrashQuery(story);
  const [restoreScene] = useRestoreSceneMutation();
  const feedback = useFeedback();
  const { t } = useBoardT();
  if (!trash) return <p className="muted">{t('Loading the deleted scenes…')}</p>;
  if (trash.length === 0) {
    return <p className="muted">{t('No deleted scenes. Deleted scenes wait here for 30 days.')}</p>;
  }
  return (
    <ul className="scene-trash">
      {trash.map((scene) => (
        <li key={scene._id} className="scene-trash__item">
          <span>
            {scene.title}{' '}
            <span className="muted">· {t('deleted {{when}}', { when: formatListDate(scene.deletedAt) })}</span>
          </span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() =>
              void feedback(
                restoreScene({ story, scene: scene._id }),
                t('Scene {{title}} is back on the board.', { title: scene.title }),
              )
            }
          >
            {t('Restore')}
            <span className="visually-hidden"> {scene.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
