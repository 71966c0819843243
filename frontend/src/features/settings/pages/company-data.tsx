import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Box from '../../../components/ui/box';
import FormField from '../../../components/ui/form-field';
import Input from '../../../components/ui/input';
import Modal from '../../../components/ui/modal';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import ProgressBar from '../../../components/ui/progress-bar';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { cancelDeletion, exportDownload, getDeletion, listExports, scheduleDeletion, startExport } from '../../../api/settings';
import { useMe } from '../../../auth/session';
import { useCan } from '../../../auth/use-can';
import { useNotify } from '../../../app/notifications';
import { formatDay } from '../../../components/format-date';
import { PageLoading } from '../../../components/page-loading';
import { DELETION_GRACE_DAYS, DELETION_MESSAGES, deletionScheduledNotice, EXPORT_KEEP_DAYS, EXPORT_MESSAGES, EXPORT_STAGE_LABELS } from '../../../../../shared/company-data';
import type { CompanyExport } from '../../../../../shared/schemas/company-data';
import '../../../components/kobo-ui.css';
import '../settings.css';
import { RoleRefused } from '../../../components/role-refused';

const TITLE = 'Company data';
const EXPORTS_KEY = ['company-exports'];
const DELETION_KEY = ['company-deletion'];

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

/** The owner confirms by typing the company's name; the server checks it again. */
function DeleteCompanyModal({ companyName, visible, onClose }: { companyName: string; visible: boolean; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState('');
  const schedule = useMutation({ mutationFn: scheduleDeletion });
  const close = () => {
    setTyped('');
    setFieldError('');
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setFieldError('Type the company’s name to confirm');
    try {
      const done = await schedule.mutateAsync({ companyName: typed });
      queryClient.setQueryData(DELETION_KEY, done);
      notify('success', deletionScheduledNotice(formatDay(done.scheduled?.deleteOn)));
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields?.companyName) return setFieldError(error.fields.companyName);
      notify('error', 'Failed to schedule the deletion', errorMessage(error));
    } finally {
      // Every page's banner and every write answer change with it.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    }
  };
  return (
    <Modal visible={visible} onDismiss={close} header={`Delete ${companyName}?`} closeAriaLabel="Close dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <SpaceBetween size="m">
          <p className="kobo-settings-text">
            Every customer, item, quote, invoice, payment, sales receipt, expense, project and time entry, with their files, is deleted {DELETION_GRACE_DAYS} days from today,
            and every member loses access. Until then records can be read and exported but not changed, and any owner can stop the deletion.
          </p>
          <FormField label={`Type ${companyName} to confirm`} errorText={fieldError} controlId="confirm-company-name">
            <Input
              controlId="confirm-company-name"
              value={typed}
              autoComplete={false}
              invalid={Boolean(fieldError)}
              onChange={({ detail }) => {
                setTyped(detail.value);
                setFieldError('');
              }}
            />
          </FormField>
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={close} disabled={schedule.isPending}>
                No, Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={schedule.isPending}>
                Delete the company
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </form>
    </Modal>
  );
}

/** Deleting the company: scheduled by typing its name, stoppable by any owner until its day. */
function DeleteCompany({ companyName }: { companyName: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const deletion = useQuery({ queryKey: DELETION_KEY, queryFn: getDeletion });
  const stop = useMutation({ mutationFn: cancelDeletion });
  const onStop = async () => {
    try {
      queryClient.setQueryData(DELETION_KEY, await stop.mutateAsync());
      notify('success', DELETION_MESSAGES.cancelled);
    } catch (error) {
      notify('error', 'Failed to stop the deletion', errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: DELETION_KEY });
    }
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  };
  const scheduled = deletion.data?.scheduled;
  return (
    <Container header={<Header variant="h2">Delete the company</Header>}>
      <SpaceBetween size="m">
        {deletion.isPending && <p className="kobo-settings-text">Loading…</p>}
        {deletion.isError && <Alert type="error">{errorMessage(deletion.error)}</Alert>}
        {scheduled && (
          <Alert type="warning" header={`${companyName} will be deleted on ${formatDay(scheduled.deleteOn)}`}>
            {`${scheduled.requestedBy} asked for it on ${formatDay(scheduled.requestedAt)}. Until then records can be read and exported but not changed. Take an export above if you want to keep a copy.`}
          </Alert>
        )}
        {deletion.isSuccess && !scheduled && (
          <p className="kobo-settings-text">
            Removes the company and everything it keeps in Kobo, {DELETION_GRACE_DAYS} days after you ask. Take an export first if you want to keep a copy. A paid plan that renews must be
            cancelled first.
          </p>
        )}
        {deletion.isSuccess && (
          <div>
            {scheduled ? (
              <Button onClick={() => void onStop()} loading={stop.isPending}>
                Stop the deletion
              </Button>
            ) : (
              <Button onClick={() => setConfirming(true)}>Delete the company</Button>
            )}
          </div>
        )}
      </SpaceBetween>
      <DeleteCompanyModal companyName={companyName} visible={confirming} onClose={() => setConfirming(false)} />
    </Container>
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
      <Header variant="h1" description="Everything the company keeps in Kobo, yours to take or to delete.">
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
      <DeleteCompany companyName={me.data?.company?.name ?? ''} />
    </div>
  );
}
