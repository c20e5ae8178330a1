import { skipToken } from '@reduxjs/toolkit/query';
import type { StoryRole } from '@three-act/contract/members';
import { useGetMembersQuery } from './members-api';

/** What the signed-in writer is to a story, as its member list tells it. */
export interface StoryAccess {
  /** Owner, co-author or critic; undefined until the list is read (or when it cannot be). */
  role: StoryRole | undefined;
  /** The owner's id: they may delete any comment. */
  owner: string | undefined;
  /** Someone besides the owner is on it: its pages show comments (decision 190). */
  shared: boolean;
  /** A critic reads everything and changes nothing but comments (decision 189). */
  critic: boolean;
}

/**
 * A story's role and sharing for the pages whose answer does not say it (the board, the codex): read
 * from its member list, which any member may read, once per story and kept in the cache.
 */
export function useStoryAccess(story: string | undefined): StoryAccess {
  const { currentData } = useGetMembersQuery(story || skipToken);
  const role = currentData?.you;
  const members = currentData?.members ?? [];
  return {
    role,
    owner: members.find((member) => member.role === 'owner')?.userId,
    shared: members.length > 1 || (role !== undefined && role !== 'owner'),
    critic: role === 'critic',
  };
}
