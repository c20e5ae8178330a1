import { isModerator, type Role } from '@three-act/contract/roles';
import { activeSuspension, type AuthUser } from '../../lib/auth-user';

export const SHEET_NOT_FOUND = 'Beat sheet not found';

/** Who reads or acts on a sheet: the signed-in writer (their role and suspension decide what they see). */
export type SheetViewer = Pick<AuthUser, 'id' | 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'> & {
  role: Role;
};

/**
 * Whether a sheet is on the shelf for this viewer (docs/decisions/156-beat-sheet-shelf.md): its
 * author's, or published and not hidden by reports; a hidden one stays readable by its author and by
 * moderators whose suspension is not in force, as a hidden post does (decisions 007, 137, 148).
 * Everyone else gets the 404 of a missing sheet, so an unpublished sheet is never told apart.
 */
export function canSeeSheet(
  sheet: { userId: string; publishedAt: Date | string | null; hidden: boolean },
  viewer: SheetViewer,
): boolean {
  if (sheet.userId === viewer.id) return true;
  if (sheet.publishedAt === null) return false;
  return !sheet.hidden || (isModerator(viewer) && !activeSuspension(viewer));
}
