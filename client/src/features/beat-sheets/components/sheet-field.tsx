import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { Link } from 'react-router-dom';
import { useGetBeatSheetsQuery } from '../beat-sheets-api';
import { countOf } from '../../../lib/text';

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
  const { data: sheets } = useGetBeatSheetsQuery();
  const choices =
    sheets?.map((sheet) => ({ id: sheet._id, name: sheet.name, description: sheet.description, acts: sheet.acts })) ??
    BUILT_IN_SHEETS;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Beat sheet
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
            {sheet.name} ({countOf(beatsOf(sheet.acts), 'beat', 'beats')})
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-about`}>
        {choices.find((sheet) => sheet.id === value)?.description} <Link to="/beat-sheets">Your beat sheets</Link>
      </p>
    </div>
  );
}
