import { Link } from 'react-router-dom';
import { useFeedback } from '../features/alert/use-feedback';
import { useGetShareQuery, useRevokeShareMutation, useShareStoryMutation } from '../features/outline/share-api';

export const STOP_SHARING_CONFIRM = 'Stop sharing? Anyone who has the link will see "Page Not Found".';

/** The post a writer starts from to ask Brainstorm about their story. */
export const feedbackDraft = (url: string) =>
  `I'd love feedback on my outline. It is here, read-only: ${url}\n\nWhat I'm least sure about: `;

/**
 * "Share for feedback": one unlisted read-only link to this story (with the characters if the
 * writer says so, never the notes), a way to ask Brainstorm about it, and a way to stop sharing.
 */
export function ShareLink({ storyId }: { storyId: string }) {
  const { data: share, isLoading } = useGetShareQuery(storyId);
  const [shareStory, sharing] = useShareStoryMutation();
  const [revokeShare, revoking] = useRevokeShareMutation();
  const feedback = useFeedback();
  const busy = sharing.isLoading || revoking.isLoading;
  if (isLoading) return null;
  const url = share ? new URL(share.url, window.location.origin).href : null;

  return (
    <section className="card share-link no-print" aria-labelledby="share-heading">
      <h2 id="share-heading">Share for feedback</h2>
      {share && url ? (
        <>
          <p>
            Anyone with this link can read your outline{share.characters ? ' and your characters' : ''} (never your
            notes), without signing in. Search engines are asked not to list it.
          </p>
          <label className="field">
            <span className="field__label">Read-only link</span>
            <input className="field__input" readOnly value={url} onFocus={(event) => event.target.select()} />
          </label>
          <label className="share-link__option">
            <input
              type="checkbox"
              checked={share.characters}
              disabled={busy}
              onChange={(event) => void feedback(shareStory({ storyId, characters: event.target.checked }))}
            />{' '}
            Show my characters too
          </label>
          <div className="button-row">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void navigator.clipboard?.writeText(url)}
            >
              Copy link
            </button>
            <Link className="btn btn--primary" to={`/posts?draft=${encodeURIComponent(feedbackDraft(url))}`}>
              Ask Brainstorm for feedback
            </Link>
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy}
              onClick={() =>
                window.confirm(STOP_SHARING_CONFIRM) && void feedback(revokeShare(storyId), 'Link revoked')
              }
            >
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Make a read-only link to this story to show a reader, a friend or Brainstorm.</p>
          <ShareForm busy={busy} onShare={(characters) => void feedback(shareStory({ storyId, characters }))} />
        </>
      )}
    </section>
  );
}

function ShareForm({ busy, onShare }: { busy: boolean; onShare: (characters: boolean) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onShare(new FormData(event.currentTarget).get('characters') === 'on');
      }}
    >
      <label className="share-link__option">
        <input type="checkbox" name="characters" /> Show my characters too
      </label>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Create a read-only link
      </button>
    </form>
  );
}
