import type { ActNumber } from '@three-act/contract/beats';
import { actContent, type ActContent } from '@three-act/contract/guided-questions';
import type { Outline } from '@three-act/contract/outlines';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { BeatsForm } from '../features/outline/components/beats-form';

interface ActPageProps {
  act: ActNumber;
}

/** /act-1, /act-2 and /act-3: the guided questions of one act. */
export function ActPage({ act }: ActPageProps) {
  const { data: outline, isSuccess: loaded, isError, refetch } = useGetOutlineQuery();
  const content = actContent(act);

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
