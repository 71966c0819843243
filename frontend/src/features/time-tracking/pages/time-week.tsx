import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Select, { type SelectProps } from '../../../components/ui/select';
import SpaceBetween from '../../../components/ui/space-between';
import { getTimeWeek } from '../../../api/time';
import { errorMessage } from '../../../api/client';
import { useCan } from '../../../auth/use-can';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import type { DocumentCustomer } from '../../../components/documents/document-form-values';
import { formatDay } from '../../../components/format-date';
import { useRouterFollow } from '../../../components/use-router-follow';
import { addDaysIso, formatPeriod, lagosToday, weekdayName } from '../../../../../shared/dates';
import { TIME_BILLING_STATES } from '../../../../../shared/time-values';
import type { TimeBilling, TimeWeek } from '../../../../../shared/schemas/time';
import { TimerCard } from '../components/timer-card';
import { usePickerProjects } from '../components/project-task-fields';
import { BILLING_BADGE, BILLING_LABELS, entryEditPath, formatMinutes, PROJECTS_PATH, TIME_PATH, weekUrl } from '../time-values';
import '../../../components/kobo-ui.css';
import '../time.css';

type FilterKind = 'none' | 'project' | 'customer' | 'billing';
const FILTER_KINDS: SelectProps.Option[] = [
  { value: 'none', label: 'All entries' },
  { value: 'project', label: 'Project' },
  { value: 'customer', label: 'Customer' },
  { value: 'billing', label: 'Billing state' },
];
const BILLING_OPTIONS: SelectProps.Option[] = TIME_BILLING_STATES.map((b) => ({ value: b, label: BILLING_LABELS[b] }));

interface Filter {
  kind: FilterKind;
  projectId?: string;
  customer?: DocumentCustomer | null;
  billing?: TimeBilling;
}

/** The API's one filter (the week view takes one at a time: each is its own index). */
function queryOf(filter: Filter): { projectId?: string; customerId?: string; billing?: TimeBilling } {
  if (filter.kind === 'project' && filter.projectId) return { projectId: filter.projectId };
  if (filter.kind === 'customer' && filter.customer) return { customerId: filter.customer.customerId };
  if (filter.kind === 'billing' && filter.billing) return { billing: filter.billing };
  return {};
}

const isDay = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** The filter as the page's URL keeps it (`?by=project&projectId=…`, `?by=customer&customerId=…&customer=<name>`, `?by=billing&billing=…`): a reload, Back or a shared link shows the same view. */
function filterFrom(params: URLSearchParams): Filter {
  const by = params.get('by');
  if (by === 'project') return { kind: 'project', projectId: params.get('projectId') ?? undefined };
  if (by === 'customer') {
    const customerId = params.get('customerId');
    return { kind: 'customer', customer: customerId ? { customerId, name: params.get('customer') ?? '' } : null };
  }
  if (by === 'billing') {
    const billing = params.get('billing');
    return { kind: 'billing', billing: (TIME_BILLING_STATES as readonly string[]).includes(billing ?? '') ? (billing as TimeBilling) : undefined };
  }
  return { kind: 'none' };
}

function filterParams(filter: Filter): Record<string, string> {
  if (filter.kind === 'none') return {};
  const out: Record<string, string> = { by: filter.kind };
  if (filter.kind === 'project' && filter.projectId) out.projectId = filter.projectId;
  if (filter.kind === 'customer' && filter.customer) Object.assign(out, { customerId: filter.customer.customerId, customer: filter.customer.name });
  if (filter.kind === 'billing' && filter.billing) out.billing = filter.billing;
  return out;
}

/** A week's URL with the filter kept. */
function withFilter(url: string, filter: Filter): string {
  const extra = new URLSearchParams(filterParams(filter)).toString();
  if (!extra) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${extra}`;
}

/** Filter by project, customer or billing state: one at a time, as the API allows. */
function WeekFilter({ filter, onChange }: { filter: Filter; onChange: (f: Filter) => void }) {
  const projects = usePickerProjects(filter.kind === 'project');
  const projectOptions: SelectProps.Option[] = (projects.data?.items ?? []).map((p) => ({ value: p.projectId, label: p.name, description: p.customerName }));
  return (
    <div className="kobo-time-filter">
      <div>
        <FormField stretch label="Filter by">
          <Select selectedOption={FILTER_KINDS.find((o) => o.value === filter.kind) ?? null} options={FILTER_KINDS} onChange={({ detail }) => onChange({ kind: (detail.selectedOption.value ?? 'none') as FilterKind })} />
        </FormField>
      </div>
      {filter.kind === 'project' && (
        <div>
          <FormField stretch label="Project">
            <Select
              selectedOption={projectOptions.find((o) => o.value === filter.projectId) ?? null}
              options={projectOptions}
              placeholder="Choose a project"
              statusType={projects.isError ? 'error' : projects.isPending ? 'loading' : 'finished'}
              loadingText="Loading projects..."
              errorText={projects.isError ? `Failed to load projects: ${errorMessage(projects.error)}` : undefined}
              empty="No active projects"
              onChange={({ detail }) => onChange({ kind: 'project', projectId: detail.selectedOption.value })}
            />
          </FormField>
        </div>
      )}
      {filter.kind === 'customer' && (
        <div>
          <CustomerPicker label="Customer" value={filter.customer ?? null} onChange={(customer) => onChange({ kind: 'customer', customer })} onBlur={() => undefined} none={{ label: 'Any customer', onNone: () => onChange({ kind: 'customer', customer: null }) }} />
        </div>
      )}
      {filter.kind === 'billing' && (
        <div>
          <FormField stretch label="Billing state">
            <Select
              selectedOption={BILLING_OPTIONS.find((o) => o.value === filter.billing) ?? null}
              options={BILLING_OPTIONS}
              placeholder="Choose a state"
              onChange={({ detail }) => onChange({ kind: 'billing', billing: detail.selectedOption.value as TimeBilling })}
            />
          </FormField>
        </div>
      )}
    </div>
  );
}

/** The week's totals: per day (all seven), the week's and its billable part, per project. */
function WeekTotals({ week }: { week: TimeWeek }) {
  const today = lagosToday();
  return (
    <Container header={<Header variant="h2">Totals</Header>}>
      <SpaceBetween size="m">
        <ul className="kobo-time-days" aria-label="Time per day">
          {week.days.map((d) => (
            <li key={d.date} className={d.date === today ? 'kobo-time-day kobo-time-day--today' : 'kobo-time-day'}>
              <span className="kobo-time-day-name">{weekdayName(d.date, true)} {d.date.slice(8)}</span>
              <span className="kobo-time-day-total">{formatMinutes(d.minutes)}</span>
            </li>
          ))}
        </ul>
        <p className="kobo-time-totals">
          <strong>Week total {formatMinutes(week.totalMinutes)}</strong>
          <span>Billable {formatMinutes(week.billableMinutes)}</span>
        </p>
        {week.projects.length > 0 && (
          <ul className="kobo-time-projects" aria-label="Time per project">
            {week.projects.map((p) => (
              <li key={p.projectId}>
                <span>
                  <strong>{p.projectName}</strong> <span className="kobo-time-muted">{p.customerName}</span>
                </span>
                <span className="kobo-time-day-total">{formatMinutes(p.minutes)}</span>
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}

type Entry = TimeWeek['entries'][number];

function EntryCard({ entry, editable }: { entry: Entry; editable: boolean }) {
  const badge = BILLING_BADGE[entry.billing];
  const inner = (
    <>
      <span className="kobo-time-card-top">
        <span className="kobo-time-title">
          {entry.projectName} · {entry.taskName}
        </span>
        <span className="kobo-time-duration">{formatMinutes(entry.durationMinutes)}</span>
      </span>
      <span className="kobo-time-muted">
        {entry.customerName} · {entry.userName}
      </span>
      {entry.notes && <span className="kobo-time-muted">{entry.notes}</span>}
      <span className="kobo-time-badges">{badge && <Badge color={entry.billing === 'invoiced' ? 'green' : 'blue'}>{entry.invoiceNumber ? `${badge} · ${entry.invoiceNumber}` : badge}</Badge>}</span>
    </>
  );
  return editable ? (
    <Link to={entryEditPath(entry.timeEntryId)} className="kobo-ui-card kobo-time-card">
      {inner}
    </Link>
  ) : (
    <div className="kobo-ui-card kobo-time-card">{inner}</div>
  );
}

/** The week's entries, a day at a time (oldest first, as the week reads). */
function WeekEntries({ week, empty }: { week: TimeWeek; empty: string }) {
  const editable = useCan()('updateTimeEntry');
  if (week.entries.length === 0) return <p className="kobo-ui-empty">{empty}</p>;
  return (
    <div>
      {week.days
        .filter((d) => d.minutes > 0)
        .map((d) => (
          <section key={d.date} aria-label={`${weekdayName(d.date)}, ${formatDay(d.date)}`}>
            <h3 className="kobo-time-day-head">
              {weekdayName(d.date)}, {formatDay(d.date)} · {formatMinutes(d.minutes)}
            </h3>
            <ul className="kobo-ui-cards" aria-label={`Time entries of ${weekdayName(d.date)}`}>
              {week.entries
                .filter((e) => e.entryDate === d.date)
                .map((e) => (
                  <li key={e.timeEntryId}>
                    <EntryCard entry={e} editable={editable} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/**
 * /dashboard/time-tracking: the caller's timer, then a week (Monday to Sunday, Lagos) of the
 * company's time with totals per day and per project, filtered by one of project, customer or
 * billing state. This week is the page itself; another is `?week=<its Monday>`; the filter
 * is in the URL too (`filterFrom`).
 */
export function TimeWeekPage() {
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const week = params.get('week');
  const date = isDay(week) ? week : undefined;
  const filter = filterFrom(params);
  const setFilter = (next: Filter) => setParams({ ...(date ? { week: date } : {}), ...filterParams(next) }, { replace: true });
  const filters = queryOf(filter);
  const query = useQuery({
    queryKey: ['time-week', date ?? 'this', filters],
    queryFn: () => getTimeWeek({ date, ...filters }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const filtered = Object.keys(filters).length > 0;
  const thisWeek = !date;
  const go = (days: number) => {
    const from = data?.from ?? date;
    if (from) navigate(withFilter(weekUrl(addDaysIso(from, days)), filter));
  };

  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button href={PROJECTS_PATH} onFollow={follow}>
              Projects
            </Button>
            {can('createTimeEntry') && (
              <Button variant="primary" iconName="add-plus" href={`${TIME_PATH}/new`} onFollow={follow}>
                Log Time
              </Button>
            )}
          </SpaceBetween>
        }
      >
        Time Tracking
      </Header>
      <TimerCard />
      <div className="kobo-time-toolbar">
        <div className="kobo-time-week">
          <Button iconName="angle-left" onClick={() => go(-7)} disabled={!data && !date}>
            Previous week
          </Button>
          <Button onClick={() => navigate(withFilter(TIME_PATH, filter))} disabled={thisWeek}>
            This week
          </Button>
          <Button iconName="angle-right" iconAlign="right" onClick={() => go(7)} disabled={!data && !date}>
            Next week
          </Button>
          <p className="kobo-time-week-label" aria-live="polite">
            {data ? formatPeriod(data) : thisWeek ? 'This week' : ''}
          </p>
        </div>
        <WeekFilter filter={filter} onChange={setFilter} />
      </div>
      {query.isPending ? (
        <p className="kobo-ui-empty">Loading time entries...</p>
      ) : query.isError || !data ? (
        <div className="kobo-ui-empty">
          <p>Failed to load time entries: {errorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      ) : (
        <>
          <WeekTotals week={data} />
          <Container header={<Header variant="h2">Entries</Header>}>
            <div aria-busy={query.isPlaceholderData}>
              <WeekEntries week={data} empty={filtered ? 'No time entries match this filter' : thisWeek ? 'No time entries yet' : 'No time entries this week'} />
            </div>
          </Container>
        </>
      )}
    </div>
  );
}
