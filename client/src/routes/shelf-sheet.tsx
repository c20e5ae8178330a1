import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { ReportBody } from '@three-act/contract/posts';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { alertErrors, setAlert } from '../app/alerts/alert-slice';
import { useFeedback } from '../app/alerts/use-feedback';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { SheetLoadFailed } from '../features/beat-sheets/components/sheet-load-failed';
import { failureErrors, type ApiFailure } from '../lib/api';
import { useBeatSheetsT } from '../features/beat-sheets/words';
import { Trans } from 'react-i18next';
import { useGetBeatSheetQuery } from '../features/beat-sheets/beat-sheets-api';
import { AdoptedCredit, descriptionBesideCredit } from '../features/beat-sheets/components/adopted-credit';
import { SheetOutline, useSheetSize } from '../features/beat-sheets/components/sheet-outline';
import { useAdoptSheetMutation, useLikeSheetMutation, useReportSheetMutation } from '../features/beat-sheets/shelf-api';
import { sheetPage, useOpenSheet } from '../features/beat-sheets/use-open-sheet';
import { ReportForm } from '../features/posts/components/report-form';
import { ToggleButton } from '../features/posts/components/toggle-button';

const SHELF = '/posts/beat-sheets';

/**
 * /posts/beat-sheets/:id: a sheet on the shelf previewed (decision 160): its author, description,
 * acts and beats with their questions and hints; like it, report it, or adopt a copy, which opens
 * in the editor. One's own sheet shows here too, with a link to edit it.
 */
export function ShelfSheetPage() {
  const { t } = useBeatSheetsT();
  const { id = '' } = useParams();
  const { data: sheet, error, refetch } = useGetBeatSheetQuery(id, { refetchOnMountOrArgChange: true });
  const status = (error as Partial<ApiFailure> | undefined)?.status;

  if (sheet?.builtIn) return <Navigate to={sheetPage(sheet._id)} replace />;
  if (sheet) return <ShelfSheet sheet={sheet} />;
  if (status === 404 || status === 400) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Beat Sheet Not on the Shelf')} />
        <h1>{t('Beat Sheet Not on the Shelf')}</h1>
        <p className="lead">
          {t('This beat sheet is not on the shelf: its author or a moderator may have taken it off.')}
        </p>
        <Link to={SHELF} className="btn btn--secondary">
          {t('Back to the shelf')}
        </Link>
      </section>
    );
  }
  if (error) return <SheetLoadFailed retry={() => void refetch()} />;
  return <Spinner label={t('Loading beat sheet')} />;
}

function ShelfSheet({ sheet }: { sheet: BeatSheet }) {
  const { t } = useBeatSheetsT();
  const sheetSize = useSheetSize();
  // Another writer's sheet carries its author; one's own carries `published` instead.
  const theirs = Boolean(sheet.author);
  const description = descriptionBesideCredit(sheet.description, sheet.adoptedFrom);
  const likes = sheet.likes ?? 0;

  return (
    <article className="page shelf-sheet" aria-labelledby="shelf-sheet-name">
      <PageTitle title={sheet.name} />
      <p className="shelf-sheet__back">
        <Link to={SHELF}>{t('← The beat sheet shelf')}</Link>
      </p>
      <h1 id="shelf-sheet-name">{sheet.name}</h1>
      {sheet.author ? (
        <p className="shelf-card__author">
          <Trans
            t={t}
            i18nKey="by <author>{{name}}</author>"
            values={{ name: sheet.author.name }}
            components={{ author: <Link to={`/profile/${sheet.author._id}`} /> }}
          />
        </p>
      ) : (
        <p className="shelf-card__author">{t('by you')}</p>
      )}
      {sheet.adoptedFrom && <AdoptedCredit from={sheet.adoptedFrom} />}
      {description && <p className="lead shelf-sheet__description">{description}</p>}
      <p className="sheet-card__size">
        {sheetSize(sheet)} · {t('{{count}} likes', { count: likes })}
      </p>
      {theirs ? <ShelfActions sheet={sheet} /> : <OwnSheetNote sheet={sheet} />}
      <SheetOutline sheet={sheet} full />
      <Link to={SHELF} className="btn btn--secondary">
        {t('Back to the shelf')}
      </Link>
    </article>
  );
}

/** One's own sheet on the shelf: where to change it and publish or take it down. */
function OwnSheetNote({ sheet }: { sheet: BeatSheet }) {
  const { t } = useBeatSheetsT();
  const { duplicate, busy } = useOpenSheet();
  return (
    <div className="notice shelf-sheet__notice" role="note">
      <p>
        {sheet.published
          ? t(
              'This is your beat sheet, published on the shelf. Change it, or take it off the shelf, in the editor; duplicate it for a copy.',
            )
          : t(
              'This is your beat sheet, not on the shelf now. Change it, or take it off the shelf, in the editor; duplicate it for a copy.',
            )}
      </p>
      <div className="button-row">
        <Link to={sheetPage(sheet._id)} className="btn btn--primary">
          {t('Edit')}
          <span className="visually-hidden"> {sheet.name}</span>
        </Link>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void duplicate(sheet)}>
          {t('Duplicate')}
          <span className="visually-hidden"> {sheet.name}</span>
        </button>
      </div>
    </div>
  );
}

/** Adopt a copy, like, report: what a writer does with another writer's sheet. */
function ShelfActions({ sheet }: { sheet: BeatSheet }) {
  const { t } = useBeatSheetsT();
  const [adopt, adopting] = useAdoptSheetMutation();
  const [like] = useLikeSheetMutation();
  const [report, reporting] = useReportSheetMutation();
  // Whether the viewer reported it: the preview's answer says, then this visit's reports.
  const [reported, setReported] = useState(Boolean(sheet.reportedByMe));
  const [reportOpen, setReportOpen] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const feedback = useFeedback();

  // The opened form takes the focus on its first choice; closed, it gives it back to its button.
  useEffect(() => {
    if (reportOpen) formArea.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [reportOpen]);
  const closeReport = () => {
    setReportOpen(false);
    reportButton.current?.focus();
  };

  const onAdopt = async () => {
    try {
      const copy = await adopt(sheet._id).unwrap();
      dispatch(setAlert(t('"{{name}}" is now yours to change', { name: copy.name }), 'success'));
      void navigate(sheetPage(copy._id), { state: { focus: 'heading' } });
    } catch (failure) {
      dispatch(alertErrors(failureErrors(failure)));
    }
  };

  const sendReport = async (body?: ReportBody) => {
    const answer = await feedback(
      report({ id: sheet._id, report: body }),
      body ? t('Thank you: the moderators will look at it') : t('Your report is taken back'),
    );
    if (answer) setReported(Boolean(body));
  };

  return (
    <>
      <div className="button-row shelf-sheet__actions">
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={adopting.isLoading}
          onClick={() => void (adopting.isLoading || onAdopt())}
        >
          {t('Adopt a copy')}
        </button>
        <ToggleButton
          kind="like"
          pressed={Boolean(sheet.liked)}
          count={sheet.likes ?? 0}
          onToggle={() => void feedback(like({ id: sheet._id, like: !sheet.liked }))}
        />
        {/* One button, so the focus stays on it as it turns from Report to Take back and back. */}
        <button
          ref={reportButton}
          type="button"
          className="btn btn--secondary"
          aria-expanded={reported ? undefined : reportOpen}
          aria-disabled={reporting.isLoading}
          onClick={() => {
            if (reporting.isLoading) return;
            if (reported) void sendReport();
            else setReportOpen(!reportOpen);
          }}
        >
          {reported ? t('Take back my report') : t('Report')}
        </button>
      </div>
      <p className="muted shelf-sheet__explain">
        {t(
          'Adopting makes a copy of your own, credited to this sheet and its author, which you can change as you like.',
        )}
      </p>
      <div ref={formArea}>
        {reportOpen && (
          <ReportForm
            takeBack={t('Press “Take back my report” to withdraw it.')}
            onSend={(body) => {
              closeReport();
              void sendReport(body);
            }}
            onCancel={closeReport}
          />
        )}
      </div>
    </>
  );
}
