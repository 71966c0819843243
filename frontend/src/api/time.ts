import type {
  CurrentTimer,
  CustomerTimePage,
  ProjectDetail,
  ProjectInput,
  ProjectListStatus,
  ProjectPage,
  ProjectTask,
  ProjectUpdate,
  TaskInput,
  TimeBilling,
  TimeEntry,
  TimeEntryInput,
  TimeEntryUpdate,
  Timer,
  TimerStart,
  TimeWeek,
} from '../../../shared/schemas/time';
import { api } from './client';

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;
const entryPath = (id: string) => `/time-entries/${encodeURIComponent(id)}`;

/** One page of the projects, by status. Sent as `?status=…&limit=…&cursor=…` (features.ts names the first pages' URLs as early GETs). */
export const listProjects = (q: { status: ProjectListStatus; limit?: number; cursor?: string }) => api<ProjectPage>('/projects', { query: q });
export const getProject = (id: string) => api<ProjectDetail>(projectPath(id));
export const createProject = (input: ProjectInput) => api<ProjectDetail>('/projects', { method: 'POST', body: input });
/** A full replace of the project's own fields with the version read (409 when someone changed it since). */
export const updateProject = (id: string, input: ProjectUpdate) => api<ProjectDetail>(projectPath(id), { method: 'PUT', body: input });
/** 204; 409 while time is logged on it. */
export const deleteProject = (id: string) => api<undefined>(projectPath(id), { method: 'DELETE' });
export const archiveProject = (id: string) => api<ProjectDetail>(`${projectPath(id)}/archive`, { method: 'POST' });
export const unarchiveProject = (id: string) => api<ProjectDetail>(`${projectPath(id)}/unarchive`, { method: 'POST' });
export const createTask = (projectId: string, input: TaskInput) => api<ProjectTask>(`${projectPath(projectId)}/tasks`, { method: 'POST', body: input });
export const updateTask = (projectId: string, taskId: string, input: TaskInput) =>
  api<ProjectTask>(`${projectPath(projectId)}/tasks/${encodeURIComponent(taskId)}`, { method: 'PUT', body: input });
/** 204; 409 while time is logged on it. */
export const deleteTask = (projectId: string, taskId: string) => api<undefined>(`${projectPath(projectId)}/tasks/${encodeURIComponent(taskId)}`, { method: 'DELETE' });

/** The week of `date` (none: this week in Lagos, the server's), with at most one filter. */
export const getTimeWeek = (q: { date?: string; projectId?: string; customerId?: string; billing?: TimeBilling }) => api<TimeWeek>('/time-entries/week', { query: q });
export const getTimeEntry = (id: string) => api<TimeEntry>(entryPath(id));
export const createTimeEntry = (input: TimeEntryInput) => api<TimeEntry>('/time-entries', { method: 'POST', body: input });
/** Full replace with the version read: 409 when someone changed it since, and once it is on an invoice. */
export const updateTimeEntry = (id: string, input: TimeEntryUpdate) => api<TimeEntry>(entryPath(id), { method: 'PUT', body: input });
/** 204; 409 once it is on an invoice. */
export const deleteTimeEntry = (id: string) => api<undefined>(entryPath(id), { method: 'DELETE' });

/** The caller's own timer (kept by the server, so it shows on every device) and the server's clock. */
export const getTimer = () => api<CurrentTimer>('/timer');
export const startTimer = (body: TimerStart) => api<Timer>('/timer/start', { method: 'POST', body });
/** The running time becomes a time entry (rounded up to the minute). */
export const stopTimer = () => api<TimeEntry>('/timer/stop', { method: 'POST' });
export const discardTimer = () => api<undefined>('/timer/discard', { method: 'POST' });

/** One customer's time, every date, newest first; with `billing`, that state only (the invoice form asks for the unbilled, each with the rate it bills at). */
export const listCustomerTime = (customerId: string, q: { billing?: TimeBilling; limit?: number; cursor?: string }) =>
  api<CustomerTimePage>(`/customers/${encodeURIComponent(customerId)}/time-entries`, { query: q });
