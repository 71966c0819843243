import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLoadState } from '../../../components/record-load-state';
import { PROJECTS_PATH, TIME_PATH } from '../time-values';

/** What a time entry's screen shows until the entry has loaded: loading, not found, or the error with a retry. */
export function TimeEntryLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading time entry..."
      notFoundTitle="Time entry not found"
      notFoundText="The time entry you are looking for does not exist or has been deleted."
      notFoundStatuses={[404, 400]}
      errorTitle="Failed to load time entry"
      back={{ href: TIME_PATH, label: 'Back to Time Tracking' }}
    />
  );
}

/** The same for a project's screens. */
export function ProjectLoadState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <RecordLoadState
      query={query}
      loadingText="Loading project..."
      notFoundTitle="Project not found"
      notFoundText="The project you are looking for does not exist or has been deleted."
      notFoundStatuses={[404, 400]}
      errorTitle="Failed to load project"
      back={{ href: PROJECTS_PATH, label: 'Back to Projects' }}
    />
  );
}
