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
import { useOutlineT } from '../features/outline/words';
import { shownQuestion, useSheetsT, type SheetText } from '../lib/sheet-words';
import { Trans } from 'react-i18next';

type Words = ReturnType<typeof useOutlineT>['t'];

/** "3. Set-up" with its name in the interface's language. */
const shownHeading = (sheet: SheetText, heading: string) => {
  const numbered = /^(\d+\. )(.*)$/.exec(heading);
  return numbered ? `${numbered[1]}${sheet(numbered[2] ?? '')}` : sheet(heading);
};

/** The framework's layout (contract), each beat's question numbered by act ("II·8"). */
function sectionsOf(framework: Framework, t: Words, sheet: SheetText): FormSection[] {
  return layoutSections(framework.slug).map(({ heading, description, beats }) => ({
    heading: shownHeading(sheet, heading),
    description: description && sheet(description),
    questions: beats.map(({ key }) => {
      const { act, index } = beatPosition(key);
      const { roman } = actContent(act);
      return {
        question: shownQuestion(sheet, questionOf(key)),
        number: `${roman}·${index}`,
        label: t('Act {{roman}} beat {{index}}', { roman, index }),
      };
    }),
  }));
}

/** The four frameworks, each with how much of it the story answers; the current one marked. */
function FrameworkNav({ outline }: { outline: Outline | null }) {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  return (
    <nav aria-label={t('Frameworks')} className="pill-nav">
      <ul>
        {FRAMEWORKS.map((framework) => {
          const { covered, total } = frameworkCoverage(framework, outline);
          return (
            <li key={framework.slug}>
              <NavLink to={`/outline/frameworks/${framework.slug}`}>
                {sheet(framework.name)} <span className="pill-nav__note">{`${covered}/${total}`}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to="/act-1">{t('By acts')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** /outline/frameworks/{name}: the same 32 answers seen through Save the Cat, the Hero's Journey, … */
export function FrameworkPage() {
  const { t } = useOutlineT();
  const { t: sheet } = useSheetsT();
  const { name = '' } = useParams();
  const framework = frameworkBySlug(name);
  const { data, isSuccess: loaded, isError } = useGetOutlineQuery();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const outline = data ?? null;

  if (!framework) {
    return (
      <section className="page">
        <PageTitle title={t('Framework Not Found')} />
        <h1>{t('Framework not found')}</h1>
        <p className="lead">
          {t('There is no framework called "{{name}}". These are the ones Three Act knows:', { name })}
        </p>
        <FrameworkNav outline={outline} />
      </section>
    );
  }
  const frameworkName = sheet(framework.name);
  if (!loaded || !outline) {
    return (
      <section className="page">
        <PageTitle title={frameworkName} />
        <h1>{frameworkName}</h1>
        {!loaded && !isError && <Spinner />}
        {isError && <p className="lead">{t('Your outline could not be loaded. Please reload the page.')}</p>}
        {loaded && (
          <p className="lead">
            <Trans
              t={t}
              i18nKey="There is no story yet. <start>Start with Act I</start> to name it, then come back to see it through {{framework}}."
              values={{ framework: frameworkName }}
              components={{ start: <Link to="/act-1" /> }}
            />
          </p>
        )}
      </section>
    );
  }
  if (otherStructure(outline)) {
    return (
      <section className="page">
        <PageTitle title={frameworkName} />
        <h1>{frameworkName}</h1>
        <p className="lead">
          {t(
            'The framework views regroup the beats of the Three Act structure, and this story has a beat sheet of its own.',
          )}{' '}
          <Link to="/act-1">{t('Go to its first act')}</Link>
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
        title={frameworkName}
        heading={frameworkName}
        intro={
          <>
            {sheet(framework.intro)}{' '}
            <strong>{t('{{covered}} of {{total}} beats fully answered.', { covered, total })}</strong>
          </>
        }
        sections={sectionsOf(framework, t, sheet)}
        scope={t('In this view')}
        markEmpty
      />
    </>
  );
}
