import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '../ui/alert';
import Box from '../ui/box';
import Button from '../ui/button';
import Container from '../ui/container';
import FileUpload from '../ui/file-upload';
import FormField from '../ui/form-field';
import Header from '../ui/header';
import ProgressBar from '../ui/progress-bar';
import SpaceBetween from '../ui/space-between';
import Table from '../ui/table';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { CSV_IMPORT_BATCH_ROWS, CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS, MAX_JSON_BODY_BYTES } from '../../../../shared/constants';
import { checkTaxRates, headerForField, writeCsv, type CsvColumn, type CsvReadResult, type CsvRow } from '../../../../shared/csv/csv';
import { getTaxRates } from '../../api/tax-rates';
import { TAX_RATES_KEY } from '../tax-rates/use-tax-rates';
import type { ImportBatch, ImportResult, RowError } from '../../../../shared/schemas/import';
import { downloadText } from './download';
import { formatQuantity } from '../../../../shared/money';
import '../kobo-ui.css';

export interface CsvImportProps<R> {
  /** Plural and singular of what is imported, in lower case: 'customers', 'customer'. */
  plural: string;
  singular: string;
  /** What the page says above the file picker (which columns are required, and so on). */
  description: string;
  columns: readonly CsvColumn<R>[];
  read: (content: string) => CsvReadResult;
  send: (batch: ImportBatch) => Promise<ImportResult>;
  /** A few columns of the rows for the preview table. */
  preview: { header: string; cell: (values: Record<string, unknown>) => string }[];
  /** The list page: where "Back" and "Done" go. */
  listPath: string;
  /** The query key prefix of the list, refreshed after an import. */
  queryKey: string;
}

interface Problem {
  row: number;
  field: string;
  message: string;
}

interface Read {
  file: File;
  importId: string;
  rows: CsvRow[];
  ignoredColumns: string[];
}
interface Running extends Read {
  name: 'importing' | 'stopped' | 'done';
  /** Ready rows sent so far (they are sent in file order). */
  sent: number;
  created: number;
  already: number;
  /** Rows the server refused (the browser's checks passed them). */
  rejected: Problem[];
  error?: string;
}
type Stage = { name: 'choose'; error?: string } | ({ name: 'preview' } & Read) | Running;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function sha256Hex(content: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Batches of at most CSV_IMPORT_BATCH_ROWS rows whose JSON stays well under the API's body limit. */
function batches(rows: CsvRow[]): CsvRow[][] {
  const out: CsvRow[][] = [];
  let current: CsvRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row.values).length + 32;
    if (current.length && (current.length >= CSV_IMPORT_BATCH_ROWS || bytes + size > MAX_JSON_BODY_BYTES * 0.75)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}

const plural = (n: number, one: string, many: string) => `${formatQuantity(n)} ${n === 1 ? one : many}`;

/**
 * A CSV import in three steps: choose a file (checked whole: size, header,
 * row count), preview (rows ready and rows with errors, by row, column and
 * reason), import (batches with a progress bar). Rows with errors are never
 * sent. The import id is the file's SHA-256, so trying again, even after a
 * reload, never writes a row twice: the server reports such rows as already imported.
 */
export function CsvImport<R>(props: CsvImportProps<R>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [files, setFiles] = useState<File[]>([]);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    const file = chosen[0];
    if (!file) return setStage({ name: 'choose' });
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      return setStage({ name: 'choose', error: `This file is ${megabytes(file.size)}. Choose a CSV file of at most ${megabytes(CSV_IMPORT_MAX_BYTES)} (up to ${formatQuantity(CSV_IMPORT_MAX_ROWS)} ${props.plural}).` });
    }
    const content = await file.text();
    const result = props.read(content);
    if (!result.ok) return setStage({ name: 'choose', error: result.error });
    // A Tax Rate column is checked against the company's rates here, as the server will check it.
    const taxed = props.columns.some((c) => c.path === 'taxRate');
    const rows = taxed ? checkTaxRates(result.rows, (await queryClient.fetchQuery({ queryKey: TAX_RATES_KEY, queryFn: getTaxRates, staleTime: 60_000 })).taxRates) : result.rows;
    setStage({ name: 'preview', file, importId: await sha256Hex(content), rows, ignoredColumns: result.ignoredColumns });
  };

  const run = async (from: ({ name: 'preview' } & Read) | Running) => {
    let state: Running =
      from.name === 'preview' ? { ...from, name: 'importing', sent: 0, created: 0, already: 0, rejected: [] } : { ...from, name: 'importing', error: undefined };
    setStage(state);
    const ready = from.rows.filter((r) => r.errors.length === 0);
    for (const batch of batches(ready.slice(state.sent))) {
      try {
        const answer = await props.send({ importId: from.importId, rows: batch.map((r) => ({ row: r.row, values: r.values })) });
        const rejected = answer.results.flatMap((r) =>
          r.status === 'invalid' ? (r.errors ?? []).map((e) => ({ row: r.row, field: headerForField(props.columns, e.field), message: e.message })) : [],
        );
        state = {
          ...state,
          sent: state.sent + batch.length,
          created: state.created + answer.results.filter((r) => r.status === 'created').length,
          already: state.already + answer.results.filter((r) => r.status === 'already_imported').length,
          rejected: [...state.rejected, ...rejected],
        };
        setStage(state);
      } catch (error) {
        setStage({ ...state, name: 'stopped', error: errorMessage(error) });
        void queryClient.invalidateQueries({ queryKey: [props.queryKey] });
        return;
      }
    }
    setStage({ ...state, name: 'done' });
    void queryClient.invalidateQueries({ queryKey: [props.queryKey] });
    notify('success', `${plural(state.created, props.singular, props.plural)} imported`);
  };

  const title = `Import ${props.plural[0]!.toUpperCase()}${props.plural.slice(1)}`;
  const problems: Problem[] =
    stage.name === 'choose'
      ? []
      : [...stage.rows.flatMap((r) => r.errors.map((e: RowError) => ({ row: r.row, field: e.field, message: e.message }))), ...('rejected' in stage ? stage.rejected : [])].sort(
          (a, b) => a.row - b.row,
        );

  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        description={props.description}
        actions={
          <Button
            iconName="download"
            onClick={() => downloadText(`${props.plural}-template.csv`, writeCsv(props.columns.filter((c) => c.path !== null), []))}
          >
            Download template
          </Button>
        }
      >
        {title}
      </Header>

      <Container header={<Header variant="h2">1. Choose a file</Header>}>
        <SpaceBetween size="m">
          <FormField label="CSV file" constraintText={`A .csv file of at most ${megabytes(CSV_IMPORT_MAX_BYTES)} and ${formatQuantity(CSV_IMPORT_MAX_ROWS)} rows.`}>
            <FileUpload
              value={files}
              onChange={({ detail }) => void choose(detail.value)}
              accept=".csv,text/csv"
              showFileSize
              showFileLastModified={false}
              i18nStrings={{
                uploadButtonText: () => 'Choose file',
                dropzoneText: () => 'Drop a CSV file here',
                removeFileAriaLabel: () => 'Remove file',
                limitShowFewer: 'Show fewer files',
                limitShowMore: 'Show more files',
                errorIconAriaLabel: 'Error',
                warningIconAriaLabel: 'Warning',
              }}
            />
          </FormField>
          {stage.name === 'choose' && stage.error && (
            <Alert type="error" header="This file cannot be imported">
              {stage.error} Nothing was imported.
            </Alert>
          )}
        </SpaceBetween>
      </Container>

      {stage.name !== 'choose' && (
        <Container header={<Header variant="h2">2. Check and import</Header>}>
          <SpaceBetween size="m">
            <Box>
              <strong>{plural(stage.rows.length, 'row', 'rows')} read</strong>:{' '}
              {plural(stage.rows.filter((r) => r.errors.length === 0).length, 'ready to import', 'ready to import')},{' '}
              {plural(stage.rows.filter((r) => r.errors.length > 0).length, 'row with errors', 'rows with errors')} (not imported).
              {stage.ignoredColumns.length > 0 && ` ${stage.ignoredColumns.join(', ')} ${stage.ignoredColumns.length === 1 ? 'is' : 'are'} set by Kobo and not imported.`}
            </Box>
            <Table
              variant="embedded"
              ariaLabels={{ tableLabel: 'Rows to import' }}
              header={<Header variant="h3">First rows</Header>}
              items={stage.rows.slice(0, 5)}
              trackBy="row"
              columnDefinitions={[
                { id: 'row', header: 'Row', cell: (r) => r.row },
                ...props.preview.map((p) => ({ id: p.header, header: p.header, cell: (r: CsvRow) => p.cell(r.values) || '—' })),
                { id: 'check', header: 'Check', cell: (r) => (r.errors.length ? `${r.errors.length} ${r.errors.length === 1 ? 'error' : 'errors'}` : 'Ready') },
              ]}
            />
            {stage.name === 'preview' && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => navigate(props.listPath)}>Cancel</Button>
                <Button variant="primary" disabled={!stage.rows.some((r) => r.errors.length === 0)} onClick={() => void run(stage)}>
                  {`Import ${plural(stage.rows.filter((r) => r.errors.length === 0).length, props.singular, props.plural)}`}
                </Button>
              </SpaceBetween>
            )}
            {stage.name !== 'preview' && (
              <ProgressBar
                label="Import progress"
                value={Math.round((stage.sent / Math.max(1, stage.rows.filter((r) => r.errors.length === 0).length)) * 100)}
                status={stage.name === 'done' ? 'success' : stage.name === 'stopped' ? 'error' : 'in-progress'}
                description={`${formatQuantity(stage.sent)} of ${plural(stage.rows.filter((r) => r.errors.length === 0).length, 'row', 'rows')} sent`}
                resultText={
                  stage.name === 'done'
                    ? `${plural(stage.created, props.singular, props.plural)} imported${stage.already ? `; ${plural(stage.already, 'row was', 'rows were')} already imported before and not added again` : ''}.`
                    : `The import stopped: ${stage.error ?? ''}`
                }
              />
            )}
            {stage.name === 'stopped' && (
              <Alert type="error" header="The import stopped" action={<Button onClick={() => void run(stage)}>Try again</Button>}>
                {stage.error} The rows imported so far are kept; trying again will not add them twice.
              </Alert>
            )}
            {stage.name === 'done' && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="primary" onClick={() => navigate(props.listPath)}>
                  {`Go to ${props.plural}`}
                </Button>
              </SpaceBetween>
            )}
          </SpaceBetween>
        </Container>
      )}

      {problems.length > 0 && (
        <Table
          ariaLabels={{ tableLabel: 'Rows with errors' }}
          header={
            <Header variant="h2" counter={`(${problems.length})`} description="These rows are not imported. Fix them in the file and import it again; rows already imported are not added twice.">
              Rows with errors
            </Header>
          }
          items={problems}
          trackBy={(p) => `${p.row}-${p.field}`}
          columnDefinitions={[
            { id: 'row', header: 'Row', cell: (p) => p.row },
            { id: 'field', header: 'Column', cell: (p) => p.field },
            { id: 'message', header: 'Problem', cell: (p) => p.message },
          ]}
        />
      )}
    </div>
  );
}
