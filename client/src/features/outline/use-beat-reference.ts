import { beatPosition, type BeatKey } from '@three-act/contract/beats';
import { actContent, beatReference } from '@three-act/contract/guided-questions';
import { useSheetsT } from '../../lib/sheet-words';
import { useOutlineT } from './words';

/**
 * `beatReference` in the interface's language: a Three Act beat as the writer knows it ("Act II ·
 * 8. Midpoint", "Akt II · 8. Mittelpunkt") and where it is answered.
 */
export function useBeatReference() {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  return (key: BeatKey) => {
    const reference = beatReference(key);
    const { act, index } = beatPosition(key);
    const name = sheet(reference.name);
    const label = t('Act {{roman}} · {{index}}. {{name}}', { roman: actContent(act).roman, index, name });
    return { ...reference, name, label };
  };
}
