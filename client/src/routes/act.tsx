import type { ActNumber } from '@three-act/contract/beats';
import { actContent, type ActContent } from '@three-act/contract/guided-questions';
import type { Outline } from '@three-act/contract/outlines';
import type { StoryActJson } from '@three-act/contract/story-acts';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { BeatsForm } from '../features/outline/components/beats-form';
import { otherStructure, ROMAN } from '../features/outline/story-fields';

interface ActPageProps {
  /** 1 to 7. */
  act: number;
}

/**
 * /act-1 … /act-7: the guided questions of one act of the current story, on whatever structure it
 * has (docs/decisions/154-story-structure-as-rows.md); before there is a story, Acts I to III of
 * the Three Act structure.
 */
export function ActPage({ act }: ActPageProps) {
  const { data: outline, isSuccess: loaded, isError, refetch } = useGetOutlineQuery();
  const acts = otherStructure(outline);
  if (loaded && acts) return <StructureActPage number={act} acts={acts} outline={outline ?? null} />;
  if (act > 3) return <NoSuchAct number={act} count={3} />;
  const content = actContent(act as ActNumber);

  const heading = `Act ${content.roman}: ${content.name}`;
  if (!loaded) {
    return (
      <section className="page">
        <PageTitle title={`Act ${content.roman}`} />
        <h1>{heading}</h1>
        {isError ? (
          <div className="notice" role="note">
            <p>
              Your outline could not be loaded.{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                Try again
              </button>
            </p>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  // A new act or a newly created outline starts the form from what the server holds.
  return <ActForm key={`${act}-${outline?._id ?? 'none'}`} act={content} outline={outline ?? null} heading={heading} />;
}

function ActForm({ act, outline, heading }: { act: ActContent; outline: Outline | null; heading: string }) {
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  // The title is asked on Act I, and on every act while there is no story yet, so the first SAVE works from any act.
  const titleHint =
    act.number === 1
      ? 'Required. You can change it whenever you like.'
      : outline
        ? undefined
        : 'Your story starts with its title: name it here, then SAVE.';
  return (
    <BeatsForm
      writer={writer}
      outline={outline}
      title={`Act ${act.roman}`}
      heading={heading}
      intro={act.intro}
      sections={[
        {
          questions: act.questions.map((question, index) => ({
            question,
            number: index + 1,
            label: `beat ${index + 1}`,
          })),
        },
      ]}
      titleHint={titleHint}
      scope="This act"
    />
  );
}

/** An act of a story on another structure than Three Act: its own beats, names and questions. */
function StructureActPage({
  number,
  acts,
  outline,
}: {
  number: number;
  acts: StoryActJson[];
  outline: Outline | null;
}) {
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const act = acts[number - 1];
  if (!act) return <NoSuchAct number={number} count={acts.length} />;
  const roman = ROMAN[number - 1] ?? String(number);
  const heading = `Act ${roman}: ${act.name}`;
  return (
    <BeatsForm
      key={`${number}-${outline?._id ?? 'none'}`}
      writer={writer}
      outline={outline}
      title={`Act ${roman}`}
      heading={heading}
      intro={`Act ${roman} of ${acts.length}: ${act.beats.length === 1 ? 'one beat' : `${act.beats.length} beats`}.`}
      sections={[
        {
          questions: act.beats.map((beat, index) => ({
            question: { key: beat._id, beat: beat.name, question: beat.question, hint: beat.hint },
            number: index + 1,
            label: `beat ${index + 1}`,
          })),
        },
      ]}
      titleHint={number === 1 ? 'Required. You can change it whenever you like.' : undefined}
      scope="This act"
    />
  );
}

/** An act the story does not have (its structure has fewer). */
function NoSuchAct({ number, count }: { number: number; count: number }) {
  return (
    <section className="page">
      <PageTitle title={`Act ${ROMAN[number - 1] ?? number}`} />
      <h1>No Act {ROMAN[number - 1] ?? number} in this story</h1>
      <p>
        This story has {count === 1 ? 'one act' : `${count} acts`}. <Link to="/act-1">Go to Act I</Link>
      </p>
    </section>
  );
}
