import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useGetShareQuery, useRevokeShareMutation, useShareStoryMutation } from '../share-api';
import { useOutlineT } from '../words';

const STOP_SHARING_CONFIRM = 'Stop sharing? Anyone who has the link will see "Page Not Found".';

/** The post a writer starts from to ask Brainstorm about their story (their own words once they edit it). */
const FEEDBACK_DRAFT = "I'd love feedback on my outline. It is here, read-only: {{url}}\n\nWhat I'm least sure about: ";

type Words = ReturnType<typeof useOutlineT>['t'];

/**
 * What a link shows besides the outline: the characters, and their notes only if the writer ticks
 * them; the codex only if ticked (decision 181).
 */
interface ShareChoice {
  characters: boolean;
  notes: boolean;
  codex?: boolean;
}

const showing = (t: Words, { characters, notes, codex }: ShareChoice) =>
  (characters ? (notes ? t(', your characters and their notes') : t(' and your characters (not your notes)')) : '') +
  (codex ? (characters ? t(', and your codex') : t(' and your codex')) : '');

/**
 * "Share for feedback": one unlisted read-only link to this story (with the characters if the
 * writer says so, and their notes only if asked too), a way to ask Brainstorm about it, and a way
 * to stop sharing.
 */
export function ShareLink({ storyId }: { storyId: string }) {
  const { t } = useOutlineT();
  const { data: share, isLoading } = useGetShareQuery(storyId);
  const [shareStory, sharing] = useShareStoryMutation();
  const [revokeShare, revoking] = useRevokeShareMutation();
  const feedback = useFeedback();
  const busy = sharing.isLoading || revoking.isLoading;
  if (isLoading) return null;
  const url = share ? new URL(share.url, window.location.origin).href : null;

  return (
    <section className="card share-link no-print" aria-labelledby="share-heading">
      <h2 id="share-heading">{t('Share for feedback')}</h2>
      {share && url ? (
        <>
          <p>
            {t(
              'Anyone with this link can read your outline{{showing}}, without signing in. Search engines are asked not to list it.',
              { showing: showing(t, share) },
            )}
          </p>
          <label className="field">
            <span className="field__label">{t('Read-only link')}</span>
            <input className="field__input" readOnly value={url} onFocus={(event) => event.target.select()} />
          </label>
          <ShareOptions
            choice={share}
            disabled={busy}
            onChange={(choice) => void feedback(shareStory({ storyId, ...choice }))}
          />
          <div className="button-row">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void navigator.clipboard?.writeText(url)}
            >
              {t('Copy link')}
            </button>
            <Link className="btn btn--primary" to={`/posts?draft=${encodeURIComponent(t(FEEDBACK_DRAFT, { url }))}`}>
              {t('Ask Brainstorm for feedback')}
            </Link>
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy}
              onClick={() =>
                window.confirm(t(STOP_SHARING_CONFIRM)) && void feedback(revokeShare(storyId), t('Link revoked'))
              }
            >
              {t('Stop sharing')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('Make a read-only link to this story to show a reader, a friend or Brainstorm.')}</p>
          <ShareForm busy={busy} onShare={(choice) => void feedback(shareStory({ storyId, ...choice }))} />
        </>
      )}
    </section>
  );
}

function ShareForm({ busy, onShare }: { busy: boolean; onShare: (choice: ShareChoice) => void }) {
  const { t } = useOutlineT();
  const [choice, setChoice] = useState<ShareChoice>({ characters: false, notes: false, codex: false });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onShare(choice);
      }}
    >
      <ShareOptions choice={choice} disabled={busy} onChange={setChoice} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('Create a read-only link')}
      </button>
    </form>
  );
}

/**
 * The choices; the notes can only be ticked with the characters, and unticking those unticks them;
 * the codex stands on its own.
 */
function ShareOptions({
  choice,
  disabled,
  onChange,
}: {
  choice: ShareChoice;
  disabled: boolean;
  onChange: (choice: ShareChoice) => void;
}) {
  const { t } = useOutlineT();
  const hintId = useId();
  const codexHintId = useId();
  return (
    <fieldset className="share-link__options">
      <legend className="visually-hidden">{t('What the link shows besides the outline')}</legend>
      <label className="share-link__option">
        <input
          type="checkbox"
          checked={choice.characters}
          disabled={disabled}
          onChange={(event) => onChange({ ...choice, characters: event.target.checked, notes: false })}
        />{' '}
        {t('Show my characters too')}
      </label>
      <label className="share-link__option">
        <input
          type="checkbox"
          checked={choice.notes}
          disabled={disabled || !choice.characters}
          aria-describedby={hintId}
          onChange={(event) => onChange({ ...choice, characters: true, notes: event.target.checked })}
        />{' '}
        {t("Show my characters' notes too")}
      </label>
      <p className="field__hint" id={hintId}>
        {t('Notes are private by default: readers see them only if you tick this, and only with your characters.')}
      </p>
      <label className="share-link__option">
        <input
          type="checkbox"
          checked={choice.codex ?? false}
          disabled={disabled}
          aria-describedby={codexHintId}
          onChange={(event) => onChange({ ...choice, codex: event.target.checked })}
        />{' '}
        {t('Include the codex')}
      </label>
      <p className="field__hint" id={codexHintId}>
        {t(
          'Your places, objects, groups, lore and own kinds with their sheets, and the ties between what the link shows. Characters follow the choice above.',
        )}
      </p>
    </fieldset>
  );
}
