export const ROLES = ['user', 'mod', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is acting: enough to apply the shared rules below. */
export interface Actor {
  id: string;
  role: Role;
}

/** Moderators and admins see hidden content and may delete anyone's posts and comments (docs/product.md#roles). */
export const isModerator = (actor: Pick<Actor, 'role'> | null | undefined) =>
  actor?.role === 'mod' || actor?.role === 'admin';

/** A post or comment may be deleted by its author or by a moderator or admin. */
export const canRemove = (actor: Actor | null | undefined, authorId: string) =>
  !!actor && (actor.id === authorId || isModerator(actor));
