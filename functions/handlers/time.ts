import {
  currentTimerSchema,
  customerTimePageSchema,
  customerTimeQuerySchema,
  projectDetailSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectParams,
  projectUpdateSchema,
  taskInputSchema,
  taskParams,
  taskSchema,
  timeEntryInputSchema,
  timeEntryListQuerySchema,
  timeEntryPageSchema,
  timeEntryParams,
  timeEntrySchema,
  timeEntryUpdateSchema,
  timerSchema,
  timerStartSchema,
  timeWeekQuerySchema,
  timeWeekSchema,
} from '../../shared/schemas/time';
import { domainHandler, route } from '../lib/http';
import * as entries from '../services/time/entries';
import * as projects from '../services/time/projects';
import * as timer from '../services/time/timer';

const who = (caller: { userId: string; name: string }) => ({ userId: caller.userId, name: caller.name });

// ---------------------------------------------------------------- projects and tasks

export const listProjects = route('listProjects', { query: projectListQuerySchema, response: projectPageSchema }, ({ caller, query }) =>
  projects.listProjects(caller.companyId, query),
);

export const createProject = route('createProject', { body: projectInputSchema, status: 201, response: projectDetailSchema }, ({ caller, body }) =>
  projects.createProject(caller.companyId, who(caller), body),
);

export const getProject = route('getProject', { params: projectParams, response: projectDetailSchema }, ({ caller, params }) => projects.getProject(caller.companyId, params.id));

export const updateProject = route('updateProject', { params: projectParams, body: projectUpdateSchema, response: projectDetailSchema }, ({ caller, params, body }) =>
  projects.updateProject(caller.companyId, params.id, body),
);

export const deleteProject = route('deleteProject', { params: projectParams, status: 204 }, ({ caller, params }) => projects.deleteProject(caller.companyId, params.id));

export const archiveProject = route('archiveProject', { params: projectParams, response: projectDetailSchema }, ({ caller, params }) =>
  projects.setProjectStatus(caller.companyId, params.id, 'archived'),
);

export const unarchiveProject = route('unarchiveProject', { params: projectParams, response: projectDetailSchema }, ({ caller, params }) =>
  projects.setProjectStatus(caller.companyId, params.id, 'active'),
);

export const createTask = route('createTask', { params: projectParams, body: taskInputSchema, status: 201, response: taskSchema }, ({ caller, params, body }) =>
  projects.createTask(caller.companyId, params.id, body),
);

export const updateTask = route('updateTask', { params: taskParams, body: taskInputSchema, response: taskSchema }, ({ caller, params, body }) =>
  projects.updateTask(caller.companyId, params.id, params.taskId, body),
);

export const deleteTask = route('deleteTask', { params: taskParams, status: 204 }, ({ caller, params }) => projects.deleteTask(caller.companyId, params.id, params.taskId));

// ---------------------------------------------------------------- time entries

export const listTimeEntries = route('listTimeEntries', { query: timeEntryListQuerySchema, response: timeEntryPageSchema }, ({ caller, query }) =>
  entries.listTimeEntries(caller.companyId, query),
);

export const listCustomerTime = route('listCustomerTime', { params: projectParams, query: customerTimeQuerySchema, response: customerTimePageSchema }, ({ caller, params, query }) =>
  entries.listCustomerTime(caller.companyId, params.id, query),
);

export const getTimeWeek = route('getTimeWeek', { query: timeWeekQuerySchema, response: timeWeekSchema }, ({ caller, query }) => entries.timeWeek(caller.companyId, query));

export const createTimeEntry = route('createTimeEntry', { body: timeEntryInputSchema, status: 201, response: timeEntrySchema }, ({ caller, body }) =>
  entries.createTimeEntry(caller.companyId, who(caller), body),
);

export const getTimeEntry = route('getTimeEntry', { params: timeEntryParams, response: timeEntrySchema }, ({ caller, params }) => entries.getTimeEntry(caller.companyId, params.id));

export const updateTimeEntry = route('updateTimeEntry', { params: timeEntryParams, body: timeEntryUpdateSchema, response: timeEntrySchema }, ({ caller, params, body }) =>
  entries.updateTimeEntry(caller.companyId, params.id, body),
);

export const deleteTimeEntry = route('deleteTimeEntry', { params: timeEntryParams, status: 204 }, ({ caller, params }) => entries.deleteTimeEntry(caller.companyId, params.id));

// ---------------------------------------------------------------- the timer (the caller's own)

export const getTimer = route('getTimer', { response: currentTimerSchema }, ({ caller }) => timer.currentTimer(caller.companyId, caller.userId));

export const startTimer = route('startTimer', { body: timerStartSchema, status: 201, response: timerSchema }, ({ caller, body }) => timer.startTimer(caller.companyId, who(caller), body));

export const stopTimer = route('stopTimer', { response: timeEntrySchema }, ({ caller }) => timer.stopTimer(caller.companyId, caller.userId));

export const discardTimer = route('discardTimer', { status: 204 }, ({ caller }) => timer.discardTimer(caller.companyId, caller.userId));

export const handler = domainHandler('time', {
  listProjects,
  createProject,
  getProject,
  updateProject,
  deleteProject,
  archiveProject,
  unarchiveProject,
  createTask,
  updateTask,
  deleteTask,
  listTimeEntries,
  listCustomerTime,
  getTimeWeek,
  createTimeEntry,
  getTimeEntry,
  updateTimeEntry,
  deleteTimeEntry,
  getTimer,
  startTimer,
  stopTimer,
  discardTimer,
});
