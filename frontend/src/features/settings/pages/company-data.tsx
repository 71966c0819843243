import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import ProgressBar from '../../../components/ui/progress-bar';
import SpaceBetween from '../../../components/ui/space-between';
import { errorMessage } from '../../../api/client';
import { exportDownload, listExports, startExport } from '../../../api/settings';
import { useMe } from '../../../auth/session';
import { useCan } from '../../../auth/use-can';
import { useNotify } from '../../../app/notifications';
import { formatDay } from '../../../components/format-date';
import { PageLoading } from '../../../components/page-loading';
import { EXPORT_KEEP_DAYS, EXPORT_MESSAGES, EXPORT_STAGE_LABELS } from '../../../../../shared/company-data';
import type { CompanyExport } from '../../../../../shared/schemas/company-data';
import '../../../components/kobo-ui.css';
import '../settings.css';
import { RoleRefused } from '../../../components/role-refused';

const TITLE = 'Company data';
const EXPORTS_KEY = ['company-exports'];

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 1 : 0)} MB`;

function ExportRow({ x }: { x: CompanyExport }) {
  const notify = useNotify();
  const download = useMutation({ mutationFn: () => exportDownload(x.exportId) });
  const expired = x.expiresAt !== undefined && Date.parse(x.expiresAt) <= Date.now();
  const onDownload = async () => {
    try {
      // The link answers the archive as a download: the page stays where it is.
      window.location.assign((await download.mutateAsync()).url);
    } catch (error) {
      notify('error', 'Failed to download the export', errorMessage(error));
    }
  };
  const heading = `Export of ${formatDay(x.startedAt)} by ${x.startedBy}`;
  if (x.status === 'running') {
    const percent = x.total > 0 ? (100 * x.done) / x.total : 0;
    return (
      <ProgressBar
        label={heading}
        value={percent}
        description={`${EXPORT_STAGE_LABELS[x.stage]}${x.total > 0 ? ` (${x.done} of ${x.total})` : '…'}`}
      />
    );
  }
  if (x.status === 'failed') return <Alert type="error" header={heading}>{EXPORT_MESSAGES.failed}</Alert>;
  return (
    <div className="kobo-settings-row">
      <div>
        <strong>{heading}</strong>
        <p className="kobo-settings-text">
          {expired
            ? EXPORT_MESSAGES.expired
            : `${x.records ?? 0} records, ${x.pdfs ?? 0} PDFs, ${x.files ?? 0} files; ${megabytes(x.sizeBytes ?? 0)}. Kept until ${formatDay(x.expiresAt ?? '')}.`}
        </p>
      </div>
      {!expired && (
        <Button onClick={() => void onDownload()} loading={download.isPending} ariaLabel={`Download the ${heading.toLowerCase()}`}>
          Download
        </Button>
      )}
    </div>
  );
}

/** /dashboard/settings/data: an owner exports everything the company has, as one archive (owners). */
export function CompanyDataPage() {
  const can = useCan();
  const me = useMe();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const allowed = can('listExports');
  const exports = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: listExports,
    enabled: allowed,
    // While one is being made, the page follows it.
    refetchInterval: (q) => (q.state.data?.items.some((x) => x.status === 'running') ? 1500 : false),
  });
  const start = useMutation({ mutationFn: startExport });
  const onStart = async () => {
    try {
      await start.mutateAsync();
      notify('success', EXPORT_MESSAGES.started);
    } catch (error) {
      notify('error', 'Failed to start the export', errorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
  };

  if (me.isPending) return <PageLoading title={TITLE} />;
  if (!allowed) return <RoleRefused title={TITLE}>Only an owner of the company can export its data.</RoleRefused>;
  const items = exports.data?.items ?? [];
  const running = items.some((x) => x.status === 'running');
  return (
    <div className="kobo-ui-page">
      <Header variant="h1" description="Everything the company keeps in Kobo, yours to take.">
        {TITLE}
      </Header>
      <Container header={<Header variant="h2">Export all data</Header>}>
        <SpaceBetween size="m">
          <p className="kobo-settings-text">
            One ZIP archive of every record and its history (as CSV tables and JSON), a PDF of every quote, invoice, sales receipt and payment, and the attachments and
            receipts. It is made in the background; the download link works for 5 minutes at a time, and the archive is kept {EXPORT_KEEP_DAYS} days.
          </p>
          <div>
            <Button variant="primary" onClick={() => void onStart()} loading={start.isPending} disabled={running}>
              Export all data
            </Button>
          </div>
          {exports.isPending && <p className="kobo-settings-text">Loading your exports…</p>}
          {exports.isError && <Alert type="error">{errorMessage(exports.error)}</Alert>}
          {exports.isSuccess && items.length === 0 && <p className="kobo-settings-text">No exports yet.</p>}
          <div aria-live="polite">
            <SpaceBetween size="m">
              {items.map((x) => (
                <ExportRow key={x.exportId} x={x} />
              ))}
            </SpaceBetween>
          </div>
        </SpaceBetween>
      </Container>
    </div>
  );
}
