import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AlertBox } from '../../../components/ui/alert-box';
import { alertRemoved, alertsCleared, alertsShown, errorAlertsCleared, selectAlerts } from '../alert-slice';

/**
 * The one live region: always rendered, so screen readers announce alerts added later. It sits in
 * the page flow under the header on desktop and above the save bar on phones, never over the
 * navbar or a heading (docs/product.md#alerts).
 */
/** How long an alert is on a page before it belongs to it. */
const SHOWN_AFTER_MS = 300;

interface AlertListProps {
  /** The page on screen: alerts remember where they were first shown, so leaving it clears them. */
  pathname: string;
}

export function AlertList({ pathname }: AlertListProps) {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const showing = alerts.length > 0;
  const showingErrors = alerts.some((alert) => alert.type === 'danger');
  const unshown = alerts.some((alert) => alert.shownOn === undefined);

  // An alert counts as shown on a page once it has been there a moment: one raised together with a
  // navigation (a save that moves to the dashboard) is still unshown when the new page arrives.
  useEffect(() => {
    if (!unshown) return;
    const timer = setTimeout(() => dispatch(alertsShown(pathname)), SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [unshown, pathname, dispatch]);

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

  return (
    <div className="alerts container" role="status" aria-live="polite">
      {alerts.map((alert) => (
        <AlertBox key={alert.id} type={alert.type} onDismiss={() => dispatch(alertRemoved(alert.id))}>
          {alert.msg}
        </AlertBox>
      ))}
    </div>
  );
}
