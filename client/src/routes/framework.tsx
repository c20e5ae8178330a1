import { beatPosition } from '@three-act/contract/beats';
import { FRAMEWORKS, frameworkBySlug, frameworkCoverage, type Framework } from '@three-act/contract/frameworks';
import { actContent, questionOf } from '@three-act/contract/guided-questions';
import { layoutSections } from '@three-act/contract/layouts';
import type { Outline } from '@three-act/contract/outlines';
import { Link, NavLink, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { BeatsForm, type FormSection } from '../features/outline/components/beats-form';
import { otherStructure } from '../features/outline/story-fields';

/** The framework's layout (contract), each beat's question numbered by act ("II·8"). */
function sectionsOf(framework: Framework): FormSection[] {
  return layoutSections(framework.slug).map(({ heading, description, beats }) => ({
    heading,
    description,
    questions: beats.map(({ key }) => {
      const { act, index } = beatPosition(key);
      const { roman } = actContent(act);
      return { question: questionOf(key), number: `${roman}·${index}`, label: `Act ${roman} beat ${index}` };
    }),
  }));
}

/** The four frameworks, each with how much of it the story answers; the current one marked. */
function FrameworkNav({ outline }: { outline: Outline | null }) {
  return (
    <nav aria-label="Frameworks" className="pill-nav">
      <ul>
        {FRAMEWORKS.map((framework) => {
          const { covered, total } = frameworkCoverage(framework, outline);
          return (
            <li key={framework.slug}>
              <NavLink to={`/outline/frameworks/${framework.slug}`}>
                {framework.name} <span className="pill-nav__note">{`${covered}/${total}`}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to="/act-1">By acts</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** /outline/frameworks/{name}: the same 32 answers seen through Save the Cat, the Hero's Journey, … */
export function FrameworkPage() {
  const { name = '' } = useParams();
  const framework = frameworkBySlug(name);
  const { data, isSuccess: loaded, isError } = useGetOutlineQuery();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const outline = data ?? null;

  if (!framework) {
    return (
      <section className="page">
        <PageTitle title="Framework Not Found" />
        <h1>Framework not found</h1>
        <p className="lead">There is no framework called &quot;{name}&quot;. These are the ones Three Act knows:</p>
        <FrameworkNav outline={outline} />
      </section>
    );
  }
  if (!loaded || !outline) {
    return (
      <section className="page">
        <PageTitle title={framework.name} />
        <h1>{framework.name}</h1>
        {!loaded && !isError && <Spinner />}
        {isError && <p className="lead">Your outline could not be loaded. Please reload the page.</p>}
        {loaded && (
          <p className="lead">
            There is no story yet. <Link to="/act-1">Start with Act I</Link> to name it, then come back to see it
            through {framework.name}.
          </p>
        )}
      </section>
    );
  }
  if (otherStructure(outline)) {
    return (
      <section className="page">
        <PageTitle title={framework.name} />
        <h1>{framework.name}</h1>
        <p className="lead">
          The framework views regroup the beats of the Three Act structure, and this story has a beat sheet of its own.{' '}
          <Link to="/act-1">Go to its first act</Link>
        </p>
      </section>
    );
  }
  const { covered, total } = frameworkCoverage(framework, outline);
  return (
    <>
      <FrameworkNav outline={outline} />
      <BeatsForm
        writer={writer}
        key={`${framework.slug}-${outline._id}`}
        outline={outline}
        title={framework.name}
        heading={framework.name}
        intro={
          <>
            {framework.intro}{' '}
            <strong>
              {covered} of {total} beats fully answered.
            </strong>
          </>
        }
        sections={sectionsOf(framework)}
        scope="In this view"
        markEmpty
      />
    </>
  );
}
