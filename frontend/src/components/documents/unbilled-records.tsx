import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '../ui/box';
import Button from '../ui/button';
import Checkbox from '../ui/checkbox';
import Modal from '../ui/modal';
import SpaceBetween from '../ui/space-between';
import { listExpenses } from '../../api/expenses';
import { listCustomerTime } from '../../api/time';
import { getPreferences } from '../../api/settings';
import { errorMessage } from '../../api/client';
import { formatDay } from '../format-date';
import { formatNaira } from '../../../../shared/money';
import { billedExpense, computeTotals, lineAmountKobo } from '../../../../shared/documents/totals';
import { expenseCategoryLabel } from '../../../../shared/expense-values';
import { billedHours, formatMinutes } from '../../../../shared/time-values';
import { BILLED_RECORDS_MAX, VAT_PERCENT } from '../../../../shared/constants';
import type { Expense } from '../../../../shared/schemas/expense';
import type { RatedTimeEntry } from '../../../../shared/schemas/time';
import type { LineInput } from '../../../../shared/schemas/quote';
import './unbilled-records.css';

type Unbilled = Omit<Expense, 'version'>;

/** The page of a customer's unbilled expenses, and of its unbilled time, the dialog offers (a customer with more bills them in rounds). */
const OFFERED = 100;

/**
 * An expense as the invoice line that bills it (`billedExpense`: its cost before the VAT paid on
 * it plus the company's markup, with VAT on the line; at cost plus markup, no tax, when it held
 * no VAT); its category and vendor, its description and date.
 */
export function expenseLine(e: Unbilled, markupPercent = 0): LineInput {
  const name = [expenseCategoryLabel(e.category), e.vendor].filter(Boolean).join(' · ').slice(0, 200);
  const description = [e.description, formatDay(e.expenseDate)].filter(Boolean).join(' · ').slice(0, 1000);
  return { name, description, quantity: 1, unit: 'pcs', ...billedExpense(e, markupPercent, VAT_PERCENT), expenseId: e.expenseId };
}

/**
 * A time entry as the invoice line that bills it: its minutes at the hourly rate it bills at (the
 * amount rate × minutes / 60; the quantity those minutes in hours, to 3 decimals); the task and
 * project, the date and notes.
 */
export function timeLine(t: RatedTimeEntry): LineInput {
  const name = `${t.taskName} · ${t.projectName}`.slice(0, 200);
  const description = [formatDay(t.entryDate), t.notes].filter(Boolean).join(' · ').slice(0, 1000);
  return { name, description, quantity: billedHours(t.durationMinutes), minutes: t.durationMinutes, unit: 'hrs', rateKobo: t.rateKobo, taxRate: null, timeEntryId: t.timeEntryId };
}

/** What a line bills, as the money module computes every line (quantity × rate, or rate × minutes / 60, to the kobo). */
const lineKobo = (l: LineInput) => lineAmountKobo(l.quantity, l.rateKobo, l.minutes);

interface Props {
  visible: boolean;
  customerId: string;
  customerName: string;
  /** Records already on the form's lines (saved or not), by their field and id: not offered again. */
  onLines: ReadonlySet<string>;
  onAdd: (lines: LineInput[]) => void;
  onDismiss: () => void;
}

const expenseKey = (id: string) => `expenseId:${id}`;
const timeKey = (id: string) => `timeEntryId:${id}`;

/**
 * Add unbilled time and expenses: the chosen customer's billable time entries and
 * expenses that no invoice holds yet, newest first, to tick and add as lines (time
 * oldest first on the invoice). Saving the invoice marks them invoiced in its own
 * transaction; one someone billed meanwhile is refused then, naming its line.
 */
export function UnbilledRecords({ visible, customerId, customerName, onLines, onAdd, onDismiss }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const expenses = useQuery({
    queryKey: ['expenses', 'unbilled', customerId],
    queryFn: () => listExpenses({ tab: 'unbilled', customerId, limit: OFFERED }),
    enabled: visible && Boolean(customerId),
  });
  const time = useQuery({
    queryKey: ['time-entries', 'unbilled', customerId],
    queryFn: () => listCustomerTime(customerId, { billing: 'unbilled', limit: OFFERED }),
    enabled: visible && Boolean(customerId),
  });
  const prefs = useQuery({ queryKey: ['preferences'], queryFn: getPreferences, staleTime: 60_000, enabled: visible });
  const markup = prefs.data?.expenseMarkupPercent ?? 0;

  const offeredTime = (time.data?.items ?? []).filter((t) => !onLines.has(timeKey(t.timeEntryId)));
  const offeredExpenses = (expenses.data?.items ?? []).filter((e) => !onLines.has(expenseKey(e.expenseId)));
  const room = BILLED_RECORDS_MAX - onLines.size;
  const pickedTime = offeredTime.filter((t) => chosen.has(timeKey(t.timeEntryId))).sort((a, b) => a.entryDate.localeCompare(b.entryDate) || a.timeEntryId.localeCompare(b.timeEntryId));
  const pickedExpenses = offeredExpenses.filter((e) => chosen.has(expenseKey(e.expenseId)));
  const lines = [...pickedTime.map(timeLine), ...pickedExpenses.map((e) => expenseLine(e, markup))];
  const toggle = (keys: string[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const close = () => {
    setChosen(new Set());
    onDismiss();
  };
  const totalKobo = computeTotals({ lines: lines.map((l) => ({ ...l, taxRate: l.taxRate ?? null })), discount: { type: 'percent', value: 0 }, adjustmentKobo: 0 }).totalKobo;
  const over = lines.length > room;
  const pending = expenses.isPending || time.isPending || prefs.isPending;
  const failed = expenses.error ?? time.error;

  const group = (heading: string, keys: string[], rows: React.ReactNode) => {
    const all = keys.length > 0 && keys.every((k) => chosen.has(k));
    return (
      <section className="kobo-unbilled-group" aria-label={heading}>
        <h3>{heading}</h3>
        <Checkbox checked={all} indeterminate={!all && keys.some((k) => chosen.has(k))} onChange={({ detail }) => toggle(keys, detail.checked)}>
          Select all {heading.toLowerCase()} ({keys.length})
        </Checkbox>
        <ul className="kobo-unbilled-list" aria-label={`Unbilled ${heading.toLowerCase()}`}>
          {rows}
        </ul>
      </section>
    );
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header="Add unbilled time and expenses"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={close}>
              Cancel
            </Button>
            <Button
              formAction="none"
              variant="primary"
              disabled={lines.length === 0 || over}
              onClick={() => {
                onAdd(lines);
                close();
              }}
            >
              {lines.length === 0 ? 'Add to invoice' : `Add ${lines.length} to invoice (${formatNaira(totalKobo)})`}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {pending ? (
        <p role="status">Loading unbilled time and expenses…</p>
      ) : failed ? (
        <p role="alert">Could not load the unbilled time and expenses: {errorMessage(failed)}</p>
      ) : offeredTime.length === 0 && offeredExpenses.length === 0 ? (
        <p>
          {customerName} has no unbilled time or expenses. Log billable time on one of its projects, or mark an expense billable to this customer, and it appears here.
        </p>
      ) : (
        <SpaceBetween size="m">
          <p className="kobo-unbilled-intro">
            For {customerName}, on no invoice yet. Time becomes its hourly rate × its minutes ÷ 60; an expense its cost before the VAT paid on it
            {markup > 0 ? ` plus your ${markup}% markup (Settings › Preferences)` : ' (set a markup in Settings › Preferences)'}, with VAT on the line when it held VAT. Edit a line after adding it to change its rate.
          </p>
          {over && <p role="alert">One invoice can bill at most {BILLED_RECORDS_MAX} expenses and time entries; untick {lines.length - room}.</p>}
          {offeredTime.length > 0 &&
            group(
              'Time',
              offeredTime.map((t) => timeKey(t.timeEntryId)),
              offeredTime.map((t) => {
                const l = timeLine(t);
                return (
                  <li key={t.timeEntryId} className="kobo-unbilled-row">
                    <Checkbox
                      checked={chosen.has(timeKey(t.timeEntryId))}
                      onChange={({ detail }) => toggle([timeKey(t.timeEntryId)], detail.checked)}
                      description={[formatDay(t.entryDate), t.userName, t.notes].filter(Boolean).join(' · ')}
                    >
                      {l.name}: {formatMinutes(t.durationMinutes)} × {formatNaira(t.rateKobo)}/h {formatNaira(lineKobo(l))}
                    </Checkbox>
                  </li>
                );
              }),
            )}
          {offeredExpenses.length > 0 &&
            group(
              'Expenses',
              offeredExpenses.map((e) => expenseKey(e.expenseId)),
              offeredExpenses.map((e) => {
                const l = expenseLine(e, markup);
                return (
                  <li key={e.expenseId} className="kobo-unbilled-row">
                    <Checkbox
                      checked={chosen.has(expenseKey(e.expenseId))}
                      onChange={({ detail }) => toggle([expenseKey(e.expenseId)], detail.checked)}
                      description={[formatDay(e.expenseDate), e.vendor, e.description].filter(Boolean).join(' · ')}
                    >
                      {expenseCategoryLabel(e.category)} {formatNaira(lineKobo(l))}
                      {l.taxRate != null ? ` + VAT ${l.taxRate}%` : ''}
                    </Checkbox>
                  </li>
                );
              }),
            )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
