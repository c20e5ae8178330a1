import { usePostsT } from '../words';
import { FlagIcon, StarIcon } from './icons';

interface ToggleButtonProps {
  kind: 'like' | 'vote' | 'report';
  pressed: boolean;
  count: number;
  onToggle: () => void;
  disabled?: boolean;
}

const LABELS = { like: 'Like', vote: 'Vote', report: 'Report' } as const;

/** Like, vote and report: a pressed-state button announced as e.g. "Like (3)". */
export function ToggleButton({ kind, pressed, count, onToggle, disabled }: ToggleButtonProps) {
  const { t } = usePostsT();
  const label = t(LABELS[kind]);
  return (
    <button
      type="button"
      className={`toggle toggle--${kind}${pressed ? ' toggle--pressed' : ''}`}
      aria-pressed={pressed}
      aria-label={`${label} (${count})`}
      title={kind === 'report' ? t('Report to the moderators') : t('Brainstorm Button')}
      onClick={onToggle}
      disabled={disabled}
    >
      {kind === 'report' ? <FlagIcon filled={pressed} /> : <StarIcon filled={pressed} />}
      <span className="toggle__count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
