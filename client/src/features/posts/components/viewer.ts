/** Who is looking: enough to decide on delete buttons and withheld text (pages pass the signed-in user). */
export interface Viewer {
  id: string;
  role: 'user' | 'mod' | 'admin';
}

export const isModerator = (viewer: Viewer) => viewer.role === 'mod' || viewer.role === 'admin';

export const canRemove = (viewer: Viewer, authorId: string) => viewer.id === authorId || isModerator(viewer);
