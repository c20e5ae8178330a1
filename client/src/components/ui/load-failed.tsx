import { useUiT } from '../../lib/ui-words';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence: "The board could not be loaded." */
  message: string;
  onRetry: () => void;
  /** In a notice box (a page's content) rather than a line (a part of a page). */
  notice?: boolean;
}

/** What could not be loaded, and "Try again": one wording and one button for every read that failed. */
export function LoadFailed({ message, onRetry, notice = false }: LoadFailedProps) {
  const { t } = useUiT();
  const line = (
    <p role={notice ? undefined : 'alert'}>
      {message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('Try again')}
      </button>
    </p>
  );
  return notice ? (
    <div className="notice" role="note">
      {line}
    </div>
  ) : (
    line
  );
}
