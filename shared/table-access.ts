import type { Domain } from './routes';

export type TableAccess = 'none' | 'read' | 'readwrite';

/**
 * What each domain's function may do in the table. The stack grants exactly
 * this (infra/lib/constructs/kobo-function.ts), and locally, where DynamoDB
 * Local checks no IAM, the document client refuses a write (or any call) the
 * running domain's grant would not allow (functions/lib/clients.ts), so the
 * laptop never passes what the cloud would refuse. Typed over `Domain`: a new
 * domain does not compile until it says.
 */
export const DOMAIN_TABLE_ACCESS: Readonly<Record<Domain, TableAccess>> = {
  system: 'none',
  account: 'readwrite',
  // Reads only: the dashboard never refiles documents (the lists' sweep does).
  dashboard: 'read',
  customers: 'readwrite',
  items: 'readwrite',
  quotes: 'readwrite',
  invoices: 'readwrite',
  payments: 'readwrite',
  salesreceipts: 'readwrite',
  // E-mails (history, a draft becomes sent), share links, the PDF template (writes them all).
  documents: 'readwrite',
  // PDFs: reads the document, its customer, the company and the template; writes nothing to the table.
  pdf: 'read',
  // Members, invitations and their links, the team counts; profiles when people join or leave.
  team: 'readwrite',
  // The company's payment gateway keys (settings).
  gateways: 'readwrite',
  // Expenses: each one item, written by conditional puts and deletes; reads the company's customers to check an expense's customer.
  expenses: 'readwrite',
  // Time tracking: projects, tasks, time entries and timers, each write one transaction with the counts that guard deletes; reads customers to check a project's.
  time: 'readwrite',
  // Reports: reads the tallies, and the names of the customers, items and salespeople they show.
  reports: 'read',
  // The super-admin area: reads the directory and any company's records; writes the super-admin roster and the audit log.
  admin: 'readwrite',
  // The company's data: reads every partition of the company (company-data/partitions.ts) and writes its exports' progress.
  data: 'readwrite',
};

/**
 * The DynamoDB operations a read-only domain may make on a request. AWS's read
 * grant (grantReadData) would also allow Scan; it is left out on purpose: no
 * request path scans, so locally a Scan from a read-only domain is refused too.
 */
export const TABLE_READ_COMMANDS = ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'DescribeTableCommand', 'ConditionCheckItemCommand', 'TransactGetItemsCommand'] as const;
