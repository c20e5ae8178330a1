import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert } from '../app/alerts/use-feedback';
import { NotificationItem } from '../features/notifications/components/notification-item';
import { useGetNotificationsInfiniteQuery, useMarkReadMutation } from '../features/notifications/notifications-api';
import { useNotificationsT } from '../features/notifications/words';
import { Trans } from 'react-i18next';

/**
 * The writer's notifications, newest first. Opening the page reads them all (the bell clears); the
 * ones that were new stay marked "New" until the page is opened again.
 */
export function Notifications() {
  const { t } = useNotificationsT();
  const list = useGetNotificationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkReadMutation();
  const marked = useRef(false);
  useFailureAlert(list.error);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyNew = items.some((item) => !item.read);
  // Once the list the writer sees has loaded (fresh, not from the cache), what it shows is read.
  useEffect(() => {
    if (!list.isSuccess || list.isFetching || marked.current) return;
    marked.current = true;
    if (anyNew) void markRead({});
  }, [list.isSuccess, list.isFetching, anyNew, markRead]);

  return (
    <div className="page notifications">
      <PageTitle title={t('Notifications')} />
      <h1>{t('Notifications')}</h1>
      <p className="lead">
        <Trans
          t={t}
          i18nKey="Comments on your posts, replies to your comments, your ideas other writers used in their stories, and what moderators decided about your posts and reports. For a daily e-mail of them, see <a>Settings</a>."
          components={{ a: <Link to="/settings" /> }}
        />
      </p>
      {list.isLoading && <Spinner label={t('Loading notifications')} />}
      {list.isSuccess && items.length === 0 && (
        <p className="muted">
          {t('Nothing yet. When another writer comments on your post or replies to your comment, it shows here.')}
        </p>
      )}
      <ul className="notification-list" aria-label={t('Your notifications')}>
        {items.map((item) => (
          <NotificationItem key={item._id} item={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="post-list__end">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
          </button>
        </div>
      )}
    </div>
  );
}
