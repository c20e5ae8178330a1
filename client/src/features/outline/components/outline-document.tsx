import type { BeatKey } from '@three-act/contract/beats';
import { wordCount, wordsIn } from '@three-act/contract/beats';
import { questionOf } from '@three-act/contract/guided-questions';
import { layoutSections, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT } from '@three-act/contract/outline-markdown';
import type { StoryActJson } from '@three-act/contract/story-acts';
import type { ReactNode } from 'react';
import { NamedText } from '../../../components/ui/named-text';
import { ROMAN } from '../story-fields';
import { useSheetsT, type SheetText } from '../../../lib/sheet-words';
import { useBeatReference } from '../use-beat-reference';
import { useOutlineT } from '../words';

/** "3. Set-up" with the built-in name in the interface's language. */
const numbered = (sheet: SheetText, text: string) => {
  const parts = /^(\d+\. )(.*)$/.exec(text);
  return parts ? `${parts[1]}${sheet(parts[2] ?? '')}` : sheet(text);
};

/** The outline and the read-only shared page draw a story the same way (decision 138). */

/** What the writer's own outline page shows under a beat's answer (its scenes); a shared page shows nothing. */
export type BelowBeat = (beat: { key?: string; id?: string }) => ReactNode;

interface OutlineSectionsProps {
  /** The answers by beat; null for a writer without an outline yet. */
  beats: Partial<Record<BeatKey, string | null>> | null;
  layout: Layout;
  below?: BelowBeat;
}

/** Every section of a layout (acts or a framework), each beat with its question and answer. */
export function OutlineSections({ beats, layout, below }: OutlineSectionsProps) {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  const beatReference = useBeatReference();
  const outline = beats;
  // The layout's built-in texts in the interface's language: "Act II: Confrontation", "3. Set-up", "Act II · 8. Midpoint".
  const heading = (text: string) => {
    const act = /^Act (\w+): (.*)$/.exec(text);
    return act ? t('Act {{roman}}: {{name}}', { roman: act[1], name: sheet(act[2] ?? '') }) : numbered(sheet, text);
  };
  const labelOf = (key: BeatKey, label: string) =>
    label.startsWith('Act ') ? beatReference(key).label : numbered(sheet, label);
  return (
    <>
      {layoutSections(layout).map((section) => (
        <section key={section.heading} className="outline-output__act" aria-label={heading(section.heading)}>
          <h2>{heading(section.heading)}</h2>
          {section.description && <p className="outline-output__description">{sheet(section.description)}</p>}
          <p className="outline-output__words">
            {t('{{count}} words', {
              count: wordsIn(
                outline,
                section.beats.map(({ key }) => key),
              ),
            })}
          </p>
          {section.beats.map(({ key, label }) => {
            const answer = outline?.[key]?.trim();
            return (
              <section key={key} className="outline-output__beat">
                <h3>
                  <span className="outline-output__beat-name">{labelOf(key, label)}</span>{' '}
                  <span className="outline-output__question">{sheet(questionOf(key).question)}</span>
                </h3>
                <p
                  className={answer ? 'outline-output__answer' : 'outline-output__answer outline-output__answer--empty'}
                >
                  {answer ? <NamedText text={answer} /> : EMPTY_BEAT}
                </p>
                {answer && (
                  <p className="outline-output__words">{t('{{count}} words', { count: wordCount(answer) })}</p>
                )}
                {below?.({ key })}
              </section>
            );
          })}
        </section>
      ))}
    </>
  );
}

/** A story on another structure than Three Act, act by act: each beat's name, question and text. */
export function StructureSections({ acts, below }: { acts: StoryActJson[]; below?: BelowBeat }) {
  const { t } = useOutlineT();
  return (
    <>
      {acts.map((act, index) => {
        // Shown as the page gave them (`useShownStory`): a built-in sheet's words translated, the writer's own as written.
        const heading = t('Act {{roman}}: {{name}}', { roman: ROMAN[index] ?? index + 1, name: act.name });
        return (
          <section key={heading} className="outline-output__act" aria-label={heading}>
            <h2>{heading}</h2>
            <p className="outline-output__words">
              {t('{{count}} words', { count: act.beats.reduce((sum, beat) => sum + wordCount(beat.text), 0) })}
            </p>
            {act.beats.map((beat, number) => {
              const answer = beat.text?.trim();
              return (
                <section key={beat._id} className="outline-output__beat">
                  <h3>
                    <span className="outline-output__beat-name">
                      {number + 1}. {beat.name}
                    </span>{' '}
                    <span className="outline-output__question">{beat.question}</span>
                  </h3>
                  <p
                    className={
                      answer ? 'outline-output__answer' : 'outline-output__answer outline-output__answer--empty'
                    }
                  >
                    {answer ? <NamedText text={answer} /> : EMPTY_BEAT}
                  </p>
                  {answer && (
                    <p className="outline-output__words">{t('{{count}} words', { count: wordCount(answer) })}</p>
                  )}
                  {below?.({ id: beat._id })}
                </section>
              );
            })}
          </section>
        );
      })}
    </>
  );
}

/**
 * A character as the bible shows it; notes only where the reader may see them (on a shared page
 * only when its writer chose to show them, without ids).
 */
export interface BibleCharacter {
  _id?: string;
  name: string;
  desc: string;
  protag: boolean;
  beats: string[];
  notes?: { _id?: string; noteTitle: string; noteText: string }[];
}

/** The story's characters for reading and printing: the spec's outline page had none. */
export function CharacterBible({
  characters,
  acts,
}: {
  characters: BibleCharacter[];
  /** A story on another structure: its beats name the characters' ones. */
  acts?: StoryActJson[];
}) {
  const { t } = useOutlineT();
  const beatReference = useBeatReference();
  const beatLabel = (field: string) => {
    if (!acts) return beatReference(field as BeatKey).label;
    for (const [index, act] of acts.entries()) {
      const at = act.beats.findIndex((beat) => beat._id === field);
      if (at >= 0)
        return t('Act {{roman}} · {{index}}. {{name}}', {
          roman: ROMAN[index] ?? index + 1,
          index: at + 1,
          name: act.beats[at]?.name ?? '',
        });
    }
    return field;
  };
  if (characters.length === 0) return null;
  return (
    <section className="outline-output__act outline-output__characters" aria-label={t('Characters')}>
      <h2>{t('Characters')}</h2>
      {characters.map((character, index) => (
        <section key={character._id ?? index} className="outline-output__beat">
          <h3>
            {character.name}
            {character.protag && <span className="outline-output__protag"> · {t('protagonist')}</span>}
          </h3>
          {/* Sanitised by the server with an allow-list on save, as on the character card. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: character.desc }} />
          {character.beats.length > 0 && (
            <p className="outline-output__words">
              {t('Appears in: {{beats}}', { beats: character.beats.map(beatLabel).join('; ') })}
            </p>
          )}
          {character.notes?.map((note, noteIndex) => (
            <p key={note._id ?? noteIndex}>
              <strong>{note.noteTitle}:</strong> {note.noteText}
            </p>
          ))}
        </section>
      ))}
    </section>
  );
}
