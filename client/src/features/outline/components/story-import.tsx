import { STORY_IMPORT_MAX_BYTES } from '@three-act/contract/limits';
import { useId, useRef, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertErrors } from '../../../app/alerts/alert-slice';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useImportStoryMutation } from '../stories-api';
import { useOutlineT } from '../words';

const IMPORT_TOO_LARGE =
  'That file is larger than 12 MB, the most one import reads: is it a story file from Three Act?';

/**
 * "Import a story": a JSON or Markdown file exported from Three Act becomes a new story (the
 * current one). Too large a file is refused here; anything else the server checks and names.
 */
export function StoryImport({ disabled }: { disabled: boolean }) {
  const { t } = useOutlineT();
  const [importStory, { isLoading }] = useImportStoryMutation();
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > STORY_IMPORT_MAX_BYTES) {
      dispatch(alertErrors([{ msg: t(IMPORT_TOO_LARGE) }]));
      return;
    }
    await feedback(importStory(await file.text()), t('"{{file}}" imported as a new story', { file: file.name }));
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".json,.md,.markdown,application/json,text/markdown,text/plain"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void handleFile(event)}
      />
      <button
        type="button"
        className="btn btn--secondary"
        disabled={disabled || isLoading}
        onClick={() => input.current?.click()}
      >
        {t('Import a story')}
      </button>
    </>
  );
}
