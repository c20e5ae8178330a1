import { Link } from 'react-router-dom';
import type { Notification } from '@three-act/contract/notifications';
import { Avatar } from '../../../components/ui/avatar';
import { formatListDate } from '../../../lib/format-date';
import { useNotificationsT } from '../words';
import { notificationSentence } from '../notification-sentence';

/** Where a notification leads: the discussion it is about, while it exists. */
const linkOf = (item: Notification) =>
  item.story ? `/stories/${item.story._id}` : item.post?._id ? `/post/${item.post._id}` : null;

/** One notification: who (or "a moderator"), what, when, and whether it is new. */
export function NotificationItem({ item }: { item: Notification }) {
  const { t } = useNotificationsT();
  const text = notificationSentence(item, t);
  const link = linkOf(item);
  return (
    <li className={`notification card${item.read ? '' : ' notification--new'}`}>
      {item.actor ? (
        <Avatar src={item.actor.avatar} name={item.actor.name} size="small" />
      ) : (
        <span className="notification__mark" aria-hidden="true">
          III
        </span>
      )}
      <div className="notification__body">
        <p className="notification__text">{link ? <Link to={link}>{text}</Link> : text}</p>
        <p className="muted notification__date">
          {formatListDate(item.createdAt)}
          {!item.read && <span className="notification__new">{t('New')}</span>}
        </p>
      </div>
    </li>
  );
}
