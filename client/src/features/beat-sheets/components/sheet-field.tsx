import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { Link } from 'react-router-dom';
import { useGetBeatSheetsQuery } from '../beat-sheets-api';
import { useSheetsT } from '../../../lib/sheet-words';
import { useBeatSheetsT } from '../words';

interface SheetFieldProps {
  id: string;
  value: string;
  onChange: (sheet: string) => void;
}

const beatsOf = (acts: readonly { beats: readonly unknown[] }[]) =>
  acts.reduce((sum, act) => sum + act.beats.length, 0);

/**
 * "Beat sheet" for a new story: the built-ins and the writer's own, each with its beat count and
 * what it is for. Asked for when shown (the new story's form), the built-ins standing in meanwhile.
 */
export function SheetField({ id, value, onChange }: SheetFieldProps) {
  const { t } = useBeatSheetsT();
  const { t: builtInText } = useSheetsT();
  const { data: sheets } = useGetBeatSheetsQuery();
  const english =
    sheets?.map((sheet) => ({
      id: sheet._id,
      name: sheet.name,
      description: sheet.description,
      acts: sheet.acts,
      builtIn: sheet.builtIn,
    })) ?? BUILT_IN_SHEETS.map((sheet) => ({ ...sheet, builtIn: true }));
  // The built-in sheets in the interface's language; the writer's own as they named them.
  const choices = english.map((sheet) =>
    sheet.builtIn ? { ...sheet, name: builtInText(sheet.name), description: builtInText(sheet.description) } : sheet,
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('Beat sheet')}
      </label>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-about`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((sheet) => (
          <option key={sheet.id} value={sheet.id}>
            {t('{{name}} ({{beats}})', {
              name: sheet.name,
              beats: t('{{count}} beats', { count: beatsOf(sheet.acts) }),
            })}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-about`}>
        {choices.find((sheet) => sheet.id === value)?.description}{' '}
        <Link to="/beat-sheets">{t('Your beat sheets')}</Link>
      </p>
    </div>
  );
}
