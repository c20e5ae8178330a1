import type { Db } from '../../db/client';
import { moderationLog } from '../../db/schema';

export interface LogEntry {
  /** Null when the change came from the shell (`npm run role`). */
  moderatorId: string | null;
  action: 'delete' | 'clear-reports' | 'set-role' | 'suspend' | 'lift-suspension';
  targetType: 'post' | 'comment' | 'user';
  targetId: string;
  /** Ids and counts only, never the author's words (docs/decisions/008-moderation.md). */
  summary: string;
}

/** The one place that writes the moderation log; call it inside the transaction of the change it records. */
export function writeModerationLog(tx: Pick<Db, 'insert'>, entry: LogEntry) {
  return tx.insert(moderationLog).values(entry);
}
