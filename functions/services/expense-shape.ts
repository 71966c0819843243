import type { EntityItem } from 'electrodb';
import { EXPENSE_MESSAGES, type Expense, type ExpensePage } from '../../shared/schemas/expense';
import type { Expense as ExpenseEntity } from '../entities/expense';
import { db } from '../entities/table';
import { BadRequestError } from '../lib/errors';
import { receiptUrl } from './uploads';

/* An expense item as the API answers it (a list entry, one expense), and the customer name a save keeps beside its id. */

export type ExpenseItem = EntityItem<ReturnType<typeof ExpenseEntity>>;
type ListExpense = ExpensePage['items'][number];

/** The fields both answers share (every field but the version and the receipt). */
function commonFields(r: ExpenseItem): Omit<ListExpense, 'hasReceipt'> {
  return {
    expenseId: r.expenseId,
    expenseDate: r.expenseDate,
    category: r.category,
    amountKobo: r.amountKobo,
    vatKobo: r.vatKobo ?? 0,
    ...(r.vendor === undefined ? {} : { vendor: r.vendor }),
    ...(r.description === undefined ? {} : { description: r.description }),
    ...(r.customerId === undefined ? {} : { customerId: r.customerId }),
    ...(r.customerName === undefined ? {} : { customerName: r.customerName }),
    billing: r.billing,
    ...(r.invoiceId === undefined ? {} : { invoiceId: r.invoiceId, invoiceNumber: r.invoiceNumber ?? '' }),
    reimbursement: r.reimbursement,
    ...(r.recurringProfileId === undefined ? {} : { recurringProfileId: r.recurringProfileId, recurringProfileName: r.recurringProfileName ?? '' }),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** A list entry: whether it has a receipt, without a link (a list signs none). */
export function toListExpense(r: ExpenseItem): ListExpense {
  return { ...commonFields(r), hasReceipt: r.receipt !== undefined };
}

/** One expense as a read of it answers: with the version an edit sends back, and a short-lived link to its receipt. */
export async function toExpense(r: ExpenseItem): Promise<Expense> {
  const receipt = r.receipt && { ...r.receipt, url: await receiptUrl(r.receipt.key, r.receipt.name, r.receipt.contentType) };
  return { ...commonFields(r), ...(receipt ? { receipt } : {}), version: r.version ?? 0 };
}

/** The name of the company's customer `customerId` (none without one); 400 naming customerId for any other id. */
export async function customerNameFor(companyId: string, customerId: string | undefined): Promise<string | undefined> {
  if (customerId === undefined) return undefined;
  const { data } = await db().entities.customer.get({ companyId, customerId }).go({ consistent: true, attributes: ['name'] });
  if (!data) throw new BadRequestError(EXPENSE_MESSAGES.foreignCustomer, { customerId: EXPENSE_MESSAGES.foreignCustomer });
  return data.name;
}
