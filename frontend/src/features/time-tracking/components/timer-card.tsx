import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Input from '../../../components/ui/input';
import { discardTimer, getTimer, startTimer, stopTimer } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { CurrentTimer, Timer } from '../../../../../shared/schemas/time';
import { ProjectTaskFields } from './project-task-fields';
import { formatClock, TIME_TEXT } from '../time-values';

export const TIMER_KEY = ['timer'] as const;

/** Seconds since the timer started, by the server's clock: its `now` when answered, carried on by this one's. */
function useElapsed(timer: Timer | null, serverNow: string | undefined, answeredAt: number): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!timer) return;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [timer]);
  if (!timer || !serverNow) return 0;
  const offset = Date.parse(serverNow) - answeredAt;
  return (Date.now() + offset - Date.parse(timer.startedAt)) / 1000;
}

/** Start: what the time is for (project, task, notes). */
function StartForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => startTimer({ projectId, taskId, ...(notes.trim() ? { notes } : {}) }),
    onSuccess: (timer) => {
      queryClient.setQueryData<CurrentTimer>(TIMER_KEY, { timer, now: timer.startedAt });
      notify('success', 'Timer started');
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) setErrors(error.fields);
      else if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: TIMER_KEY });
      notify('error', error instanceof ApiRequestError && error.status !== 400 ? errorMessage(error) : 'Failed to start the timer', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : undefined);
    },
  });
  const start = () => {
    const missing: Record<string, string> = {};
    if (!projectId) missing.projectId = TIME_TEXT.projectRequired;
    else if (!taskId) missing.taskId = TIME_TEXT.taskRequired;
    setErrors(missing);
    if (Object.keys(missing).length === 0) mutation.mutate();
  };
  return (
    <form
      aria-label="Start timer"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <div className="kobo-timer-form">
        <ProjectTaskFields
          projectId={projectId}
          taskId={taskId}
          onProject={(next) => {
            setProjectId(next);
            setTaskId('');
          }}
          onTask={(t) => setTaskId(t.taskId)}
          projectError={errors.projectId}
          taskError={errors.taskId}
        />
        <FormField stretch label="Notes" controlId="kobo-timer-notes" errorText={errors.notes}>
          <Input controlId="kobo-timer-notes" value={notes} onChange={({ detail }) => setNotes(detail.value)} autoComplete={false} />
        </FormField>
      </div>
      <div className="kobo-timer-actions kobo-timer-start-actions">
        <Button formAction="submit" variant="primary" loading={mutation.isPending}>
          Start
        </Button>
        <Button formAction="none" variant="link" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The caller's timer, kept by the server (GET /api/timer): it survives a reload and shows on
 * every device. Running, it shows what it is for and the time since it started, by the
 * server's clock; Stop makes it a time entry ('Time entry saved'), Discard drops it.
 */
export function TimerCard() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const can = useCan();
  const query = useQuery({ queryKey: TIMER_KEY, queryFn: getTimer });
  const [starting, setStarting] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const timer = query.data?.timer ?? null;
  const elapsed = useElapsed(timer, query.data?.now, query.dataUpdatedAt);
  const afterTimer = () => void queryClient.invalidateQueries({ queryKey: TIMER_KEY });
  const stop = useMutation({
    mutationFn: stopTimer,
    onSuccess: () => {
      queryClient.setQueryData<CurrentTimer>(TIMER_KEY, { timer: null, now: new Date().toISOString() });
      void queryClient.invalidateQueries({ queryKey: ['time-week'] });
      notify('success', TIME_TEXT.saved);
    },
    onError: (error) => {
      afterTimer();
      notify('error', errorMessage(error));
    },
  });
  const discard = useMutation({
    mutationFn: discardTimer,
    onSuccess: () => {
      queryClient.setQueryData<CurrentTimer>(TIMER_KEY, { timer: null, now: new Date().toISOString() });
      notify('success', 'Timer discarded');
    },
    onError: (error) => {
      afterTimer();
      notify('error', errorMessage(error));
    },
    onSettled: () => setDiscarding(false),
  });

  let body: ReactNode;
  if (query.isPending) body = <p className="kobo-time-muted">Loading timer...</p>;
  else if (query.isError) body = <p className="kobo-time-muted">Failed to load the timer: {errorMessage(query.error)}</p>;
  else if (timer)
    body = (
      <>
        <div className="kobo-timer-what">
          <span className="kobo-time-title">
            {timer.projectName} · {timer.taskName}
          </span>
          <span className="kobo-time-muted">
            {timer.customerName}
            {timer.notes ? ` · ${timer.notes}` : ''}
          </span>
        </div>
        <span className="kobo-timer-clock" role="timer" aria-label="Time running">
          {formatClock(elapsed)}
        </span>
        {can('stopTimer') && (
          <div className="kobo-timer-actions">
            <Button variant="primary" onClick={() => stop.mutate()} loading={stop.isPending}>
              Stop
            </Button>
            <Button onClick={() => setDiscarding(true)}>Discard</Button>
          </div>
        )}
      </>
    );
  else
    body = (
      <>
        <p className="kobo-time-muted">No timer running</p>
        {can('startTimer') && !starting && <Button onClick={() => setStarting(true)}>Start timer</Button>}
      </>
    );

  return (
    <Container header={<Header variant="h2">Timer</Header>}>
      <div className="kobo-timer">{body}</div>
      {starting && !timer && <StartForm onDone={() => setStarting(false)} />}
      <ConfirmDialog
        visible={discarding}
        header="Discard the timer?"
        text="The time running will not be saved."
        confirmLabel="Yes, Discard"
        loading={discard.isPending}
        onCancel={() => setDiscarding(false)}
        onConfirm={() => discard.mutate()}
      />
    </Container>
  );
}
