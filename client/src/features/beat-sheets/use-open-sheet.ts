import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { useNavigate } from 'react-router-dom';
import { alertErrors, setAlert } from '../../app/alerts/alert-slice';
import { useAppDispatch } from '../../app/hooks';
import { failureErrors } from '../../lib/api';
import { useCreateBeatSheetMutation, useDuplicateBeatSheetMutation } from './beat-sheets-api';
import { newSheet } from './sheet-editor';
import { useBeatSheetsT } from './words';

export const sheetPage = (id: string) => `/beat-sheets/${encodeURIComponent(id)}`;
/** A sheet on the Brainstorm's shelf, previewed (docs/decisions/160-shelf-pages.md). */
export const shelfPage = (id: string) => `/posts/beat-sheets/${encodeURIComponent(id)}`;

/**
 * "Duplicate" and "New beat sheet": the server makes the writer's sheet (a copy named "… (copy)",
 * or one act holding one beat, named in the interface's language) and the editor opens on it; a
 * refusal (the 200 sheets) is an alert.
 */
export function useOpenSheet() {
  const [duplicateSheet, duplicating] = useDuplicateBeatSheetMutation();
  const [createSheet, creating] = useCreateBeatSheetMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useBeatSheetsT();

  const open = async (pending: { unwrap: () => Promise<BeatSheet> }, message: (sheet: BeatSheet) => string) => {
    try {
      const sheet = await pending.unwrap();
      dispatch(setAlert(message(sheet), 'success'));
      void navigate(sheetPage(sheet._id));
    } catch (error) {
      dispatch(alertErrors(failureErrors(error)));
    }
  };

  return {
    duplicate: (sheet: BeatSheet) =>
      open(duplicateSheet(sheet._id), (copy) => t('"{{name}}" is now yours to change', { name: copy.name })),
    create: () => open(createSheet(newSheet(t)), () => t('New beat sheet started')),
    busy: duplicating.isLoading || creating.isLoading,
  };
}
