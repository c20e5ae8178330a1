import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import { isModerator, type Role } from '@three-act/contract/roles';
import { activeSuspension } from '../../lib/auth-user';

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

export interface Viewer {
  id: string;
  role: Role;
  /** A signed-in viewer's suspension (decision 148: a suspended moderator removes nothing). */
  suspendedAt?: Date | null;
  suspendedUntil?: Date | null;
  suspensionReason?: string | null;
}

/** A moderator or admin whose suspension is not in force: a suspended one reads as a writer (decision 148). */
export const isActingModerator = (viewer: Viewer | undefined) =>
  !!viewer && isModerator(viewer) && !activeSuspension(viewer);

/**
 * Reported content is withheld from everyone but its author and moderators
 * (docs/decisions/007-hiding-rules.md).
 */
export const canSee = (item: { userId: string; reportCount: number }, viewer: Viewer | undefined) =>
  item.reportCount < REPORT_THRESHOLD || item.userId === viewer?.id || isActingModerator(viewer);

/**
 * Whether a writer may use a post or comment in their story (decision 157): what reports hid is
 * withheld from everyone but its author, moderators included, who read it to judge it, not to use it.
 */
export const canUse = (item: { userId: string; reportCount: number }, viewer: Viewer) =>
  item.reportCount < REPORT_THRESHOLD || item.userId === viewer.id;
