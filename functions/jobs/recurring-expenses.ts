import { lagosToday } from '../../shared/dates';
import type { RecurringRunResult } from '../../shared/schemas/recurring-expense';
import { runAsDomain } from '../lib/domain-context';
import { logger } from '../lib/logger';
import { makeDueExpenses } from '../services/recurring-expense-job';

/**
 * The recurring-expenses job: makes every due expense of every active recurring profile,
 * up to today in Lagos. In AWS an EventBridge Scheduler schedule invokes it shortly after
 * midnight Lagos time (infra/lib/constructs/jobs.ts); locally `npm start` runs it every
 * minute and `npm run recurring-expenses` once (docs/operations.md). It is idempotent: a
 * period makes one expense however often, or however many at once, it runs.
 *
 * It runs as the expenses function (its table grant: readwrite), which it is in AWS too:
 * the same bundle settings and role shape, its own entry.
 */
export async function handler(event?: { today?: string }): Promise<RecurringRunResult> {
  // A scheduled invocation sends the schedule's own input (none); `today` is for a run by hand.
  const today = typeof event?.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(event.today) ? event.today : lagosToday();
  const result = await runAsDomain('expenses', () => makeDueExpenses({ today }));
  // A run that made nothing (most of npm start's minutely runs) logs at debug only.
  if (result.made || result.behind) logger.info('recurring expenses made', { ...result });
  else logger.debug('recurring expenses: nothing due', { ...result });
  return result;
}
