import { PageTitle } from '../../../components/layout/page-title';

/** A beat sheet page whose sheet could not be loaded (not a 404): the way to try again. */
export function SheetLoadFailed({ retry }: { retry: () => void }) {
  return (
    <section className="page page--narrow">
      <PageTitle title="Beat sheet" />
      <h1>Beat sheet</h1>
      <div className="notice" role="note">
        <p>
          This beat sheet could not be loaded.{' '}
          <button type="button" className="link-button" onClick={retry}>
            Try again
          </button>
        </p>
      </div>
    </section>
  );
}
