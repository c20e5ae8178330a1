import type { ReactNode } from 'react';
import { useCommonT } from '../../lib/common-words';

interface AlertBoxProps {
  type: 'danger' | 'success' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
}

export function AlertBox({ type, children, onDismiss }: AlertBoxProps) {
  const { t } = useCommonT();
  return (
    <div className={`alert alert--${type}`}>
      <span className="alert__text">{children}</span>
      {onDismiss && (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label={t('Dismiss message')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
