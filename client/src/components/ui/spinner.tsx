import { useCommonT } from '../../lib/common-words';

interface SpinnerProps {
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const { t } = useCommonT();
  return (
    <div className="spinner" role="status" aria-label={label ?? t('Loading')}>
      <span className="spinner__ring" aria-hidden="true" />
    </div>
  );
}
