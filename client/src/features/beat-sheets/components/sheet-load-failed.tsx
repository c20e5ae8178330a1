import { PageTitle } from '../../../components/layout/page-title';
import { LoadFailed } from '../../../components/ui/load-failed';

/** A beat sheet page whose sheet could not be loaded (not a 404): the way to try again. */
export function SheetLoadFailed({ retry }: { retry: () => void }) {
  return (
    <section className="page page--narrow">
      <PageTitle title="Beat sheet" />
      <h1>Beat sheet</h1>
      <LoadFailed notice message="This beat sheet could not be loaded." onRetry={retry} />
    </section>
  );
}
