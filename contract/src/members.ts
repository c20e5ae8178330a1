import { z } from './zod';
import { linkToken } from './auth';
import { emailSchema } from './users';

/**
 * A story's members (decision 189): the owner, and the writers they invited. Co-authors edit
 * everything in the story but cannot delete it, change its members or its read-only link; critics
 * read everything; the owner alone manages members and may hand the story to a co-author.
 */
export const MEMBER_ROLES = ['coauthor', 'critic'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** What a writer is to a story: its owner or one of its members. */
export type StoryRole = 'owner' | MemberRole;

/** The owner and the members together: at most this many a story. */
export const MEMBERS_MAX = 20;
/** An invitation's link works this long (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ROLE_MESSAGE = "role must be 'coauthor' or 'critic'";
const memberRole = z.enum(MEMBER_ROLES, { error: ROLE_MESSAGE });

/** On a story shared with the one asking (in the story list, the outline, the story): their role and the owner's name. */
export const membershipSchema = z.object({ role: memberRole, owner: z.string() });
export type Membership = z.infer<typeof membershipSchema>;

/** POST /api/stories/{id}/invitations */
export const invitationBody = z.object({ email: emailSchema, role: memberRole });
export type InvitationBody = z.input<typeof invitationBody>;

/** PATCH /api/stories/{id}/members/{userId} */
export const memberChangeBody = z.object({ role: memberRole });
export type MemberChangeBody = z.input<typeof memberChangeBody>;

/** PUT /api/stories/{id}/owner: hands the story to one of its co-authors. */
export const transferBody = z.object({ userId: z.string({ error: 'userId is required' }) });
export type TransferBody = z.input<typeof transferBody>;

export const INVALID_INVITATION_LINK = 'This invitation is invalid or has expired';
/** /api/invitations/{token} */
export const invitationParams = linkToken(INVALID_INVITATION_LINK);

/** One writer on a story, in GET /api/stories/{id}/members: the owner first, then by when they joined. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['owner', ...MEMBER_ROLES]),
  /** When they joined (the owner: when the story began). */
  since: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** An invitation not yet accepted, shown to the owner only. */
export const pendingInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: memberRole,
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/stories/{id}/members: the invitations are the owner's to see (an empty list for members). */
export const membersSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
  /** The one asking: what they may do here. */
  you: z.enum(['owner', ...MEMBER_ROLES]),
});
export type Members = z.infer<typeof membersSchema>;

/** GET /api/invitations/{token}: what the invitee is asked to join, before they accept. */
export const invitationSchema = z.object({
  storyTitle: z.string().nullable(),
  invitedBy: z.string(),
  role: memberRole,
  email: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** PUT /api/invitations/{token}/accept: the story joined (it becomes the writer's current story). */
export const acceptedSchema = z.object({ storyId: z.string(), role: memberRole });
export type Accepted = z.infer<typeof acceptedSchema>;
