import type { Db } from '../../db/client';
import { moderationLog } from '../../db/schema';

export interface LogEntry {
  /** Null when the change came from the shell (`npm run role`). */
  moderatorId: string | null;
  /** `unpublish`: a shelf sheet taken off the shelf (the writer keeps the sheet; decision 156). */
  action: 'delete' | 'clear-reports' | 'unpublish' | 'set-role' | 'suspend' | 'lift-suspension';
  targetType: 'post' | 'comment' | 'beat sheet' | 'user';
  targetId: string;
  /** Counts and durations only, never the author's words (docs/decisions/008-moderation.md). */
  summary: string;
  /** The writer the action touched, so the log can name them while their account exists. */
  subjectId?: string;
  /** The post a removed or kept item was on, so the log can link to it while it exists. */
  postId?: string;
  /** The moderator's reason, in their words. */
  reason?: string | null;
}

/** The one place that writes the moderation log; call it inside the transaction of the change it records. */
export function writeModerationLog(tx: Pick<Db, 'insert'>, entry: LogEntry) {
  const subjectId = entry.subjectId ?? (entry.targetType === 'user' ? entry.targetId : undefined);
  return tx.insert(moderationLog).values({ ...entry, subjectId });
}
