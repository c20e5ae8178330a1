import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { countOf } from '../../../lib/text';
import { beatOffsets } from '../sheet-editor';

const beatCountOf = (sheet: Pick<BeatSheet, 'acts'>) => sheet.acts.reduce((sum, act) => sum + act.beats.length, 0);

/** "3 acts · 15 beats" */
export const sheetSize = (sheet: Pick<BeatSheet, 'acts'>) =>
  `${countOf(sheet.acts.length, 'act', 'acts')} · ${countOf(beatCountOf(sheet), 'beat', 'beats')}`;

interface SheetOutlineProps {
  sheet: Pick<BeatSheet, 'acts'>;
  /** The questions and hints under each beat's name (the read-only page), or the names alone (a preview). */
  full?: boolean;
}

/** A sheet's acts and their beats, numbered across the sheet as the editor numbers them. */
export function SheetOutline({ sheet, full = false }: SheetOutlineProps) {
  const offsets = beatOffsets(sheet.acts);
  return (
    <ol className={full ? 'sheet-outline sheet-outline--full' : 'sheet-outline'}>
      {sheet.acts.map((act, a) => (
        <li key={a} className="sheet-outline__act">
          {full ? (
            <h2 className="sheet-outline__act-name">{act.name}</h2>
          ) : (
            <span className="sheet-outline__act-name">{act.name}</span>
          )}
          {act.beats.length === 0 ? (
            <p className="muted">No beats in this act.</p>
          ) : (
            <ol className="sheet-outline__beats">
              {act.beats.map((beat, b) => {
                return (
                  <li key={b} value={(offsets[a] ?? 0) + b + 1} className="sheet-outline__beat">
                    <span className="sheet-outline__beat-name">{beat.name}</span>
                    {full && beat.question && <p className="sheet-outline__question">{beat.question}</p>}
                    {full && beat.hint && <p className="sheet-outline__hint">Hint: {beat.hint}</p>}
                  </li>
                );
              })}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
