import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AlertBox } from '../../../components/ui/alert-box';
import { alertRemoved, alertsCleared, selectAlerts } from '../alert-slice';

/** The live region is always rendered so screen readers announce alerts added later. */
export function AlertList() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const showing = alerts.length > 0;

  // The alerts float over the top of the page: Escape clears them, so a keyboard user can
  // uncover a focused link without moving the focus to each close button.
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(alertsCleared());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing, dispatch]);

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
