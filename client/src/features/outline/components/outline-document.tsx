import type { BeatKey } from '@three-act/contract/beats';
import { wordCount, wordsIn } from '@three-act/contract/beats';
import { beatReference, questionOf } from '@three-act/contract/guided-questions';
import { layoutSections, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT } from '@three-act/contract/outline-markdown';
import type { StoryActJson } from '@three-act/contract/story-acts';
import type { ReactNode } from 'react';
import { wordsLabel } from '../../../lib/text';
import { NamedText } from '../../../components/ui/named-text';
import { ROMAN } from '../story-fields';

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
  const outline = beats;
  return (
    <>
      {layoutSections(layout).map((section) => (
        <section key={section.heading} className="outline-output__act" aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.description && <p className="outline-output__description">{section.description}</p>}
          <p className="outline-output__words">
            {wordsLabel(
              wordsIn(
                outline,
                section.beats.map(({ key }) => key),
              ),
            )}
          </p>
          {section.beats.map(({ key, label }) => {
            const answer = outline?.[key]?.trim();
            return (
              <section key={key} className="outline-output__beat">
                <h3>
                  <span className="outline-output__beat-name">{label}</span>{' '}
                  <span className="outline-output__question">{questionOf(key).question}</span>
                </h3>
                <p
                  className={answer ? 'outline-output__answer' : 'outline-output__answer outline-output__answer--empty'}
                >
                  {answer ? <NamedText text={answer} /> : EMPTY_BEAT}
                </p>
                {answer && <p className="outline-output__words">{wordsLabel(wordCount(answer))}</p>}
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
  return (
    <>
      {acts.map((act, index) => {
        const heading = `Act ${ROMAN[index] ?? index + 1}: ${act.name}`;
        return (
          <section key={heading} className="outline-output__act" aria-label={heading}>
            <h2>{heading}</h2>
            <p className="outline-output__words">
              {wordsLabel(act.beats.reduce((sum, beat) => sum + wordCount(beat.text), 0))}
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
                  {answer && <p className="outline-output__words">{wordsLabel(wordCount(answer))}</p>}
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
  const beatLabel = (field: string) => {
    if (!acts) return beatReference(field as BeatKey).label;
    for (const [index, act] of acts.entries()) {
      const at = act.beats.findIndex((beat) => beat._id === field);
      if (at >= 0) return `Act ${ROMAN[index] ?? index + 1} · ${at + 1}. ${act.beats[at]?.name ?? ''}`;
    }
    return field;
  };
  if (characters.length === 0) return null;
  return (
    <section className="outline-output__act outline-output__characters" aria-label="Characters">
      <h2>Characters</h2>
      {characters.map((character, index) => (
        <section key={character._id ?? index} className="outline-output__beat">
          <h3>
            {character.name}
            {character.protag && <span className="outline-output__protag"> · protagonist</span>}
          </h3>
          {/* Sanitised by the server with an allow-list on save, as on the character card. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: character.desc }} />
          {character.beats.length > 0 && (
            <p className="outline-output__words">Appears in: {character.beats.map(beatLabel).join('; ')}</p>
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
