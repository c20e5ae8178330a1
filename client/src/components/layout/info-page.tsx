import { Fragment, type ReactNode } from 'react';
import type { InfoDocument } from '../../content/info-page-types';
import { PageTitle } from './page-title';

interface InfoPageProps {
  document: InfoDocument;
  contactEmail?: string;
  /** Extra content after the sections, e.g. related links. */
  children?: ReactNode;
}

const EMAIL_TOKEN = '{email}';

function withEmail(text: string, email: string | undefined): ReactNode {
  if (!text.includes(EMAIL_TOKEN)) return text;
  return text.split(EMAIL_TOKEN).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (email ? <a href={`mailto:${email}`}>{email}</a> : 'us')}
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
export function InfoPage({ document, contactEmail, children }: InfoPageProps) {
  return (
    <article className="page info-page">
      <PageTitle title={document.title} />
      <header className="info-page__header">
        <h1>{document.title}</h1>
        <p className="lead">{withEmail(document.lead, contactEmail)}</p>
      </header>
      {document.sections.map((section) => {
        const headingId = `section-${slug(section.heading)}`;
        const List = section.ordered ? 'ol' : 'ul';
        return (
          <section key={section.heading} className="info-page__section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{withEmail(paragraph, contactEmail)}</p>
            ))}
            {section.items && (
              <List className={section.ordered ? 'info-page__rules' : 'info-page__list'}>
                {section.items.map((item) => (
                  <li key={item.term ?? item.text}>
                    {item.term && <strong>{item.term}</strong>} {withEmail(item.text, contactEmail)}
                  </li>
                ))}
              </List>
            )}
            {section.after?.map((paragraph) => (
              <p key={paragraph}>{withEmail(paragraph, contactEmail)}</p>
            ))}
          </section>
        );
      })}
      {children}
    </article>
  );
}
