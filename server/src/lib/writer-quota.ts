import {
  SAVE_BYTES_PER_MINUTE,
  STORIES_MAX,
  UNVERIFIED_SAVE_BYTES_PER_MINUTE,
  UNVERIFIED_STORIES_MAX,
} from '@three-act/contract/limits';

/**
 * What one account may keep and save (docs/decisions/151-bounded-storage-per-writer.md). An address
 * nobody has verified costs nothing to make, so such an account gets a small quota until it is.
 */
export function writerQuota({ emailVerified }: { emailVerified: boolean }) {
  return emailVerified
    ? { stories: STORIES_MAX, saveBytesPerMinute: SAVE_BYTES_PER_MINUTE }
    : { stories: UNVERIFIED_STORIES_MAX, saveBytesPerMinute: UNVERIFIED_SAVE_BYTES_PER_MINUTE };
}

/** "2 MB", "256 kB": a byte figure as the messages write it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;
