import { Fragment, type ReactNode } from 'react';
import { useUiT } from '../../lib/ui-words';
import type { InfoDocument } from '../../content/info-page-types';
import { PageTitle } from './page-title';

interface InfoPageProps {
  document: InfoDocument;
  contactEmail?: string;
  /** A translation: it says that the English text prevails. */
  translated?: boolean;
  /** Extra content after the sections, e.g. related links. */
  children?: ReactNode;
}

const EMAIL_TOKEN = '{email}';
/** The element of a section's list: numbered rules or plain points. */
const NUMBERED = 'ol';
const BULLETED = 'ul';

/** `us` stands where the address is missing. */
function withEmail(text: string, email: string | undefined, us: string): ReactNode {
  if (!text.includes(EMAIL_TOKEN)) return text;
  return text.split(EMAIL_TOKEN).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (email ? <a href={`mailto:${email}`}>{email}</a> : us)}
      {part}
    </Fragment>
  ));
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders an information page (about, terms, privacy, guidelines) from its content data. */
export function InfoPage({ document, contactEmail, translated = false, children }: InfoPageProps) {
  const { t } = useUiT();
  const us = t('us');
  return (
    <article className="page info-page">
      <PageTitle title={document.title} />
      <header className="info-page__header">
        <h1>{document.title}</h1>
        <p className="lead">{withEmail(document.lead, contactEmail, us)}</p>
      </header>
      {translated && (
        <p className="notice" role="note">
          {t('This page is a translation. If it differs from the English text, the English text prevails.')}
        </p>
      )}
      {document.sections.map((section, index) => {
        // A heading in another script has no Latin letters to name it: its place does.
        const headingId = `section-${slug(section.heading) || index + 1}`;
        const List = section.ordered ? NUMBERED : BULLETED;
        return (
          <section key={section.heading} className="info-page__section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{withEmail(paragraph, contactEmail, us)}</p>
            ))}
            {section.items && (
              <List className={section.ordered ? 'info-page__rules' : 'info-page__list'}>
                {section.items.map((item) => (
                  <li key={item.term ?? item.text}>
                    {item.term && <strong>{item.term}</strong>} {withEmail(item.text, contactEmail, us)}
                  </li>
                ))}
              </List>
            )}
            {section.after?.map((paragraph) => (
              <p key={paragraph}>{withEmail(paragraph, contactEmail, us)}</p>
            ))}
          </section>
        );
      })}
      {children}
    </article>
  );
}
