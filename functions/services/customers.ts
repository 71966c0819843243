import { ulid } from 'ulid';
import { customerInputSchema, customerName, type Customer, type CustomerInput, type CustomerPage } from '../../shared/schemas/customer';
import { db } from '../entities/table';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { committed } from '../lib/dynamo-errors';

type CustomerRecord = Customer & { companyId: string };

function toCustomer(r: CustomerRecord): Customer {
  return {
    customerId: r.customerId,
    name: r.name,
    displayName: r.displayName,
    firstName: r.firstName,
    lastName: r.lastName,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    mobile: r.mobile,
    currency: r.currency,
    createdAt: r.createdAt,
  };
}

const normalise = (s: string) => s.toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();

/** The tokens a customer can be found by: each name word, the whole name, the e-mail and its domain. */
export function searchTokens(c: Pick<Customer, 'name' | 'email'>): string[] {
  const tokens = new Set<string>();
  const name = normalise(c.name);
  if (name) tokens.add(name);
  for (const word of name.split(/[^\p{L}\p{N}@.&'-]+/u).slice(0, 12)) if (word) tokens.add(word);
  if (c.email) {
    const email = normalise(c.email);
    tokens.add(email);
    const domain = email.split('@')[1];
    if (domain) tokens.add(domain);
  }
  return [...tokens].map((t) => t.slice(0, 200));
}

export async function createCustomer(companyId: string, input: CustomerInput): Promise<Customer> {
  const v = customerInputSchema.parse(input);
  const record: CustomerRecord = {
    companyId,
    customerId: ulid(),
    name: customerName(v),
    displayName: v.displayName!,
    firstName: v.firstName,
    lastName: v.lastName,
    companyName: v.companyName,
    email: v.email,
    phone: v.phone,
    mobile: v.mobile,
    currency: 'NGN',
    createdAt: new Date().toISOString(),
  };
  const tokens = searchTokens(record);
  // A transaction holds at most 100 items; a customer has far fewer tokens than that.
  await committed(
    db()
      .transaction.write(({ customer, customerSearch }) => [
        customer.create(record).commit(),
        ...tokens.map((token) => customerSearch.create({ ...record, token }).commit()),
      ])
      .go(),
  );
  return toCustomer(record);
}

export async function getCustomer(companyId: string, customerId: string): Promise<Customer> {
  const { data } = await db().entities.customer.get({ companyId, customerId }).go();
  if (!data) throw new NotFoundError('Customer');
  return toCustomer(data as CustomerRecord);
}

/**
 * Lists newest first, one Query page at a time. With a search term it reads the
 * search entries whose token starts with the term instead (one Query), so a
 * keystroke never downloads the whole customer list.
 */
export async function listCustomers(
  companyId: string,
  opts: { search?: string; limit: number; cursor?: string },
): Promise<CustomerPage> {
  const term = opts.search ? normalise(opts.search) : '';
  try {
    if (!term) {
      const page = await db().entities.customer.query.byCompany({ companyId }).go({ order: 'desc', limit: opts.limit, cursor: opts.cursor ?? null });
      return { items: page.data.map((r) => toCustomer(r as CustomerRecord)), cursor: page.cursor };
    }
    const page = await db()
      .entities.customerSearch.query.byToken({ companyId })
      .begins({ token: term })
      .go({ limit: opts.limit, cursor: opts.cursor ?? null });
    const seen = new Set<string>();
    const items: Customer[] = [];
    for (const r of page.data) {
      if (seen.has(r.customerId)) continue;
      seen.add(r.customerId);
      items.push(toCustomer(r as CustomerRecord));
    }
    return { items, cursor: page.cursor };
  } catch (error) {
    if ((error as { code?: number }).code === 5003 || /cursor/i.test(String((error as Error).message))) {
      throw new BadRequestError('The page cursor is not valid');
    }
    throw error;
  }
}
