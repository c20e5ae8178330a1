import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { useSheetsT } from '../../../lib/sheet-words';
import { beatOffsets } from '../sheet-editor';
import { useBeatSheetsT } from '../words';

const beatCountOf = (sheet: Pick<BeatSheet, 'acts'>) => sheet.acts.reduce((sum, act) => sum + act.beats.length, 0);

/** "3 acts · 15 beats", in the interface's language. */
export function useSheetSize() {
  const { t } = useBeatSheetsT();
  return (sheet: Pick<BeatSheet, 'acts'>) =>
    `${t('{{count}} acts', { count: sheet.acts.length })} · ${t('{{count}} beats', { count: beatCountOf(sheet) })}`;
}

/**
 * A sheet's texts as shown: a built-in sheet's in the interface's language (the sheets' words, each
 * keyed by its English), a writer's own as they wrote them.
 */
export function useSheetText(builtIn: boolean | undefined) {
  const { t: sheet } = useSheetsT();
  return (text: string) => (builtIn && text ? sheet(text) : text);
}

interface SheetOutlineProps {
  sheet: Pick<BeatSheet, 'acts'> & { builtIn?: boolean };
  /** The questions and hints under each beat's name (the read-only page), or the names alone (a preview). */
  full?: boolean;
}

/** A sheet's acts and their beats, numbered across the sheet as the editor numbers them. */
export function SheetOutline({ sheet, full = false }: SheetOutlineProps) {
  const { t } = useBeatSheetsT();
  const text = useSheetText(sheet.builtIn);
  const offsets = beatOffsets(sheet.acts);
  return (
    <ol className={full ? 'sheet-outline sheet-outline--full' : 'sheet-outline'}>
      {sheet.acts.map((act, a) => (
        <li key={a} className="sheet-outline__act">
          {full ? (
            <h2 className="sheet-outline__act-name">{text(act.name)}</h2>
          ) : (
            <span className="sheet-outline__act-name">{text(act.name)}</span>
          )}
          {act.beats.length === 0 ? (
            <p className="muted">{t('No beats in this act.')}</p>
          ) : (
            <ol className="sheet-outline__beats">
              {act.beats.map((beat, b) => {
                return (
                  <li key={b} value={(offsets[a] ?? 0) + b + 1} className="sheet-outline__beat">
                    <span className="sheet-outline__beat-name">{text(beat.name)}</span>
                    {full && beat.question && <p className="sheet-outline__question">{text(beat.question)}</p>}
                    {full && beat.hint && (
                      <p className="sheet-outline__hint">{t('Hint: {{hint}}', { hint: text(beat.hint) })}</p>
                    )}
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
