import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '../ui/box';
import Button from '../ui/button';
import Checkbox from '../ui/checkbox';
import Modal from '../ui/modal';
import SpaceBetween from '../ui/space-between';
import { listExpenses } from '../../api/expenses';
import { errorMessage } from '../../api/client';
import { formatDay } from '../format-date';
import { formatNaira } from '../../../../shared/money';
import { expenseCategoryLabel } from '../../../../shared/expense-values';
import { BILLED_RECORDS_MAX } from '../../../../shared/constants';
import type { Expense } from '../../../../shared/schemas/expense';
import type { LineInput } from '../../../../shared/schemas/quote';
import './unbilled-expenses.css';

type Unbilled = Omit<Expense, 'version'>;

/** The page of a customer's unbilled expenses the dialog offers (a customer with more bills them in rounds). */
const OFFERED = 100;

/** An expense as the invoice line that bills it, at cost: its category and vendor, its description and date. */
export function expenseLine(e: Unbilled): LineInput {
  const name = [expenseCategoryLabel(e.category), e.vendor].filter(Boolean).join(' · ').slice(0, 200);
  const description = [e.description, formatDay(e.expenseDate)].filter(Boolean).join(' · ').slice(0, 1000);
  return { name, description, quantity: 1, unit: 'pcs', rateKobo: e.amountKobo, taxRate: null, expenseId: e.expenseId };
}

interface Props {
  visible: boolean;
  customerId: string;
  customerName: string;
  /** Expenses already on the form's lines (saved or not): not offered again. */
  onLines: ReadonlySet<string>;
  onAdd: (lines: LineInput[]) => void;
  onDismiss: () => void;
}

/**
 * Add unbilled expenses: the chosen customer's billable expenses that no invoice holds yet,
 * newest first, to tick and add as lines. Saving the invoice marks them invoiced in its own
 * transaction; one someone billed meanwhile is refused then, naming its line.
 */
export function UnbilledExpenses({ visible, customerId, customerName, onLines, onAdd, onDismiss }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const query = useQuery({
    queryKey: ['expenses', 'unbilled', customerId],
    queryFn: () => listExpenses({ tab: 'unbilled', customerId, limit: OFFERED }),
    enabled: visible && Boolean(customerId),
  });
  const offered = (query.data?.items ?? []).filter((e) => !onLines.has(e.expenseId));
  const room = BILLED_RECORDS_MAX - onLines.size;
  const picked = offered.filter((e) => chosen.has(e.expenseId));
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const close = () => {
    setChosen(new Set());
    onDismiss();
  };
  const totalKobo = picked.reduce((sum, e) => sum + e.amountKobo, 0);
  const over = picked.length > room;

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header="Add unbilled expenses"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={close}>
              Cancel
            </Button>
            <Button
              formAction="none"
              variant="primary"
              disabled={picked.length === 0 || over}
              onClick={() => {
                onAdd(picked.map(expenseLine));
                close();
              }}
            >
              {picked.length === 0 ? 'Add to invoice' : `Add ${picked.length} to invoice (${formatNaira(totalKobo)})`}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {query.isPending ? (
        <p role="status">Loading unbilled expenses…</p>
      ) : query.isError ? (
        <p role="alert">Could not load the expenses: {errorMessage(query.error)}</p>
      ) : offered.length === 0 ? (
        <p>{customerName} has no unbilled expenses. Mark an expense billable to this customer and it appears here.</p>
      ) : (
        <SpaceBetween size="s">
          <p className="kobo-unbilled-intro">
            Billable expenses for {customerName} that are on no invoice yet. Each becomes a line at cost; edit its rate to add a markup.
          </p>
          {over && <p role="alert">One invoice can bill at most {BILLED_RECORDS_MAX} expenses; untick {picked.length - room}.</p>}
          <ul className="kobo-unbilled-list" aria-label="Unbilled expenses">
            {offered.map((e) => (
              <li key={e.expenseId} className="kobo-unbilled-row">
                <Checkbox checked={chosen.has(e.expenseId)} onChange={({ detail }) => toggle(e.expenseId, detail.checked)} description={[formatDay(e.expenseDate), e.vendor, e.description].filter(Boolean).join(' · ')}>
                  {expenseCategoryLabel(e.category)} {formatNaira(e.amountKobo)}
                </Checkbox>
              </li>
            ))}
          </ul>
        </SpaceBetween>
      )}
    </Modal>
  );
}
