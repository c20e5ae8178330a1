import { useEffect, useRef, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router-dom';
import { UNREAD_POLL_MS, useGetUnreadQuery } from '../notifications-api';
import { useNotificationsT } from '../words';

const subscribe = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
const isVisible = () => document.visibilityState === 'visible';

/** The navbar's bell: the unread count, asked every 30 s while the tab is visible and at once when it shows again. */
export function NotificationBell() {
  const { t } = useNotificationsT();
  const visible = useSyncExternalStore(subscribe, isVisible, () => true);
  const { data, refetch } = useGetUnreadQuery(undefined, { pollingInterval: visible ? UNREAD_POLL_MS : 0 });
  // Only when a hidden tab shows again (never on the first render, where the query has just started).
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  const count = data?.count ?? 0;
  const label = count === 0 ? t('Notifications, none unread') : t('Notifications, {{count}} unread', { count });
  return (
    <NavLink to="/notifications" className="bell" aria-label={label} title={label}>
      <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {count > 0 && (
        <span className="bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
