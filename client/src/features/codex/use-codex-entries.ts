import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetCodexIndexQuery, type CodexIndexEntry } from './codex-api';

const NONE: readonly CodexIndexEntry[] = [];

/**
 * A story's codex entries for "@" and the names written in text (decisions 177, 180): the entries
 * other than its characters (which the outline's answer carries to a beat) and, apart, its
 * characters (which texts outside the beats offer too). Lists that stay the same objects until the
 * codex changes, so the rows given them do not redraw on a keystroke. None before it is read.
 */
export function useCodexMentionables(storyId: string | undefined): {
  entries: readonly CodexIndexEntry[];
  characters: readonly CodexIndexEntry[];
} {
  const { data } = useGetCodexIndexQuery(storyId ?? skipToken);
  return useMemo(
    () => ({
      entries: data?.filter((entry) => entry.kind !== 'character') ?? NONE,
      characters: data?.filter((entry) => entry.kind === 'character') ?? NONE,
    }),
    [data],
  );
}
