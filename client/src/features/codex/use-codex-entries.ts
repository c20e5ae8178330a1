import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetCodexIndexQuery, type CodexIndexEntry } from './codex-api';

const NONE: readonly CodexIndexEntry[] = [];

/**
 * A story's codex entries other than its characters (which the outline's answer carries), for "@"
 * and the names written in text (decision 177): one list that stays the same object until the
 * codex changes, so the rows given it do not redraw on a keystroke. None before it is read.
 */
export function useCodexEntries(storyId: string | undefined): readonly CodexIndexEntry[] {
  const { data } = useGetCodexIndexQuery(storyId ?? skipToken);
  return useMemo(() => data?.filter((entry) => entry.kind !== 'character') ?? NONE, [data]);
}
