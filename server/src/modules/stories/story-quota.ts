import { STORIES_MAX } from '@three-act/contract/limits';
import { HttpError } from '../../lib/http-error';
import { writerQuota } from '../../lib/writer-quota';

/** Whose stories: the quota depends on whether the address is verified (decision 151). */
export interface Writer {
  id: string;
  emailVerified: boolean;
}

/** The 400 of a writer at their quota of stories, saying how to make room (or get more). */
export function tooManyStories(writer: Writer, another: 'start' | 'import' | 'restore'): HttpError {
  const { stories } = writerQuota(writer);
  return HttpError.badRequest(
    writer.emailVerified
      ? `You can keep at most ${stories} stories: delete one to ${another} another`
      : `Until your e-mail address is verified you can keep at most ${stories} stories: verify it to keep up to ${STORIES_MAX}`,
  );
}
