import { Link } from 'react-router-dom';
import { useSessionShell } from '../app/shell';
import { PageTitle } from '../components/layout/page-title';
import { useCommonT } from '../lib/common-words';

/** The steps' English, the keys of their words in `common` (translated where shown). */
const steps = [
  {
    title: 'Name your story and answer the questions',
    text: 'Give your story a title, then work through guided questions for Act I, Act II and Act III. A progress bar shows how much of your outline is done.',
  },
  {
    title: 'Build your character cards',
    text: 'Keep a card for every character: a description, a photo link, whether they are the protagonist, and as many notes as you need.',
  },
  {
    title: 'Share ideas and read your outline',
    text: 'Try out plot ideas with other writers in Brainstorm, then read your finished outline from the opening hook to the final image.',
  },
];

/** A signed-in writer goes to the dashboard; a visitor's landing page renders before the store loads. */
export function Landing() {
  const shell = useSessionShell();
  return shell ? (
    <shell.SignedOutOnly to="/dashboard">
      <LandingPage />
    </shell.SignedOutOnly>
  ) : (
    <LandingPage />
  );
}

function LandingPage() {
  const { t } = useCommonT();
  return (
    <div className="landing">
      <PageTitle title={t('Plot your novel in three acts')} />
      <section className="hero">
        <p className="hero__eyebrow">{t('A story planner for fiction writers')}</p>
        <h1 className="hero__title">{t('Plot your novel in three acts\u00a0— free.')}</h1>
        <p className="hero__lead">
          {t(
            'Three Act walks you from first idea to finished outline with guided questions for every act. No subscription, no ads, no catch: it is free and open source.',
          )}
        </p>
        <div className="hero__actions">
          <Link to="/register" className="btn btn--primary btn--large">
            {t('Sign Up')}
          </Link>
          <Link to="/login" className="btn btn--secondary btn--large">
            {t('Login')}
          </Link>
        </div>
      </section>

      <section className="steps" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="steps__heading">
          {t('How it works')}
        </h2>
        <ol className="steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
