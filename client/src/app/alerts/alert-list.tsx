import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { AlertBox } from '../../components/ui/alert-box';
import { useCommonT } from '../../lib/common-words';
import { i18next } from '../../lib/i18n';
import { alertRemoved, alertsCleared, alertsShown, errorAlertsCleared, selectAlerts } from './alert-slice';

const namespacesLoaded = (): string[] => {
  const loaded = i18next.options.ns;
  return typeof loaded === 'string' ? [loaded] : [...(loaded ?? [])];
};

interface AlertListProps {
  /** The page on screen: alerts remember where they were first seen, so leaving it clears them. */
  pathname: string;
}

/**
 * The one live region: always rendered, so screen readers announce alerts added later. It sits in
 * the page flow under the header on desktop and above the save bar on phones, never over the
 * navbar or a heading (docs/product.md#alerts).
 */
export function AlertList({ pathname }: AlertListProps) {
  const { t } = useCommonT();
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const showing = alerts.length > 0;
  const showingErrors = alerts.some((alert) => alert.type === 'danger');
  const unseen = alerts.some((alert) => alert.shownOn === undefined);

  // An alert belongs to the page where the writer did something while it was up: a click, a tap, a
  // key or the browser's Back. One raised together with a navigation (a save that moves on to the
  // dashboard) has had no such moment however long the next page takes to load, so it shows there.
  useEffect(() => {
    if (!unseen) return;
    const seen = () => dispatch(alertsShown(pathname));
    const events = ['pointerdown', 'keydown', 'popstate'] as const;
    for (const name of events) window.addEventListener(name, seen, true);
    return () => {
      for (const name of events) window.removeEventListener(name, seen, true);
    };
  }, [unseen, pathname, dispatch]);

  // Escape clears them, so a keyboard user can uncover what they sit on without tabbing to each close button.
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(alertsCleared());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing, dispatch]);

  // Editing a form means its errors have been read: they go, and a new submit says what is still wrong.
  useEffect(() => {
    if (!showingErrors) return;
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) dispatch(errorAlertsCleared());
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, [showingErrors, dispatch]);

  // An alert's English may be any part's words or a server message: it shows in the language
  // showing when a loaded namespace has it, else as it came.
  const said = (message: string) => t(message, { ns: ['common', 'errors', ...namespacesLoaded()] });

  return (
    <div className="alerts container" role="status" aria-live="polite">
      {alerts.map((alert) => (
        <AlertBox key={alert.id} type={alert.type} onDismiss={() => dispatch(alertRemoved(alert.id))}>
          {said(alert.msg)}
          {alert.link && (
            <>
              {' '}
              <Link to={alert.link.to} className="alert__link">
                {said(alert.link.label)}
              </Link>
            </>
          )}
        </AlertBox>
      ))}
    </div>
  );
}
