import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AlertBox } from '../../../components/ui/alert-box';
import { alertRemoved, selectAlerts } from '../alert-slice';

/** The live region is always rendered so screen readers announce alerts added later. */
export function AlertList() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
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
