import { PageTitle } from '../../../components/layout/page-title';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useBeatSheetsT } from '../words';

/** A beat sheet page whose sheet could not be loaded (not a 404): the way to try again. */
export function SheetLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useBeatSheetsT();
  return (
    <section className="page page--narrow">
      <PageTitle title={t('Beat sheet')} />
      <h1>{t('Beat sheet')}</h1>
      <LoadFailed notice message={t('This beat sheet could not be loaded.')} onRetry={retry} />
    </section>
  );
}
