import { ALL, MANAGERS, OWNERS, WRITERS, type RoleSet } from './roles';

/**
 * The one route table. The CDK stack builds the HTTP API from it and the local
 * gateway serves it, so the cloud and the laptop cannot drift apart.
 *
 * access:
 * - public: no token needed;
 * - user: a valid Cognito token (any signed-in user, even before onboarding);
 * - member: a signed-in user who belongs to a company (the company comes from the membership);
 * - admin: a super admin: in the Cognito group super_admin (the token's claim) and on the roster
 *   (functions/services/admin/super-admins.ts), whether or not they belong to a company.
 *
 * roles (member routes only, required): who in the company may call it.
 * ALL for reads (a PDF link or an export is a read) and for leaving the company, WRITERS for creating and
 * editing records (e-mailing and sharing a document too), MANAGERS for
 * settings, the team and for removing what cannot be a draft (payments,
 * sales receipts), OWNERS for billing and ownership (an admin may manage the
 * team but not its owners: services/team/common.ts refuses that with 403). The server refuses every
 * other role with 403 before any service runs (functions/lib/http.ts).
 */

export type Access = 'public' | 'user' | 'member' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const domains = ['system', 'account', 'dashboard', 'customers', 'items', 'quotes', 'invoices', 'payments', 'salesreceipts', 'documents', 'pdf', 'team', 'gateways', 'expenses', 'time', 'reports', 'admin', 'data'] as const;
export type Domain = (typeof domains)[number];

interface RouteBase {
  method: Method;
  path: string;
  domain: Domain;
  /** The named handler the domain's entry module exports. */
  name: string;
  /**
   * A create that moves money or takes a number: it takes an `Idempotency-Key` header, and a
   * retry with the same key answers the record the first try made (functions/lib/request-key.ts).
   */
  idempotent?: true;
}
/**
 * A member route must name the roles that may call it (a non-empty set from
 * shared/roles.ts); no other route may, since only members have a role.
 */
export type RouteDef = RouteBase & ({ access: 'member'; roles: RoleSet } | { access: Exclude<Access, 'member'>; roles?: never });

export const routes = [
  { method: 'GET', path: '/api/health', domain: 'system', name: 'health', access: 'public' },
  { method: 'GET', path: '/api/me', domain: 'account', name: 'getMe', access: 'user' },
  { method: 'PUT', path: '/api/me/profile', domain: 'account', name: 'saveProfile', access: 'user' },
  { method: 'POST', path: '/api/onboarding', domain: 'account', name: 'completeOnboarding', access: 'user' },
  { method: 'POST', path: '/api/uploads', domain: 'account', name: 'createUpload', access: 'user' },
  { method: 'PUT', path: '/api/settings/profile', domain: 'account', name: 'saveMyProfile', access: 'user' },
  { method: 'PUT', path: '/api/settings/opening-screen', domain: 'account', name: 'saveOpeningScreen', access: 'user' },
  { method: 'PUT', path: '/api/settings/image-resolution', domain: 'account', name: 'saveImageResolution', access: 'user' },
  { method: 'POST', path: '/api/me/sign-out-everywhere', domain: 'account', name: 'signOutEverywhere', access: 'user' },
  { method: 'GET', path: '/api/settings/organization', domain: 'account', name: 'getOrganization', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/settings/organization', domain: 'account', name: 'saveOrganization', access: 'member', roles: MANAGERS },
  { method: 'GET', path: '/api/settings/preferences', domain: 'account', name: 'getPreferences', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/settings/preferences', domain: 'account', name: 'savePreferences', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/attachments', domain: 'account', name: 'createAttachment', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/dashboard', domain: 'dashboard', name: 'getDashboard', access: 'member', roles: ALL },
  // Reports read the tallies the records' transactions keep (functions/services/reports); every role reads them.
  { method: 'GET', path: '/api/reports/{report}', domain: 'reports', name: 'getReport', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/reports/{report}/pdf', domain: 'pdf', name: 'getReportPdf', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/customers', domain: 'customers', name: 'listCustomers', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/customers', domain: 'customers', name: 'createCustomer', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/customers/export', domain: 'customers', name: 'exportCustomers', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/customers/import', domain: 'customers', name: 'importCustomers', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/customers/{id}', domain: 'customers', name: 'getCustomer', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/customers/{id}', domain: 'customers', name: 'updateCustomer', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/customers/{id}', domain: 'customers', name: 'deleteCustomer', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/customers/{id}/archive', domain: 'customers', name: 'archiveCustomer', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/customers/{id}/reactivate', domain: 'customers', name: 'reactivateCustomer', access: 'member', roles: WRITERS },
  { method: 'PUT', path: '/api/customers/{id}/addresses/{type}', domain: 'customers', name: 'saveAddress', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/customers/{id}/addresses/{type}', domain: 'customers', name: 'deleteAddress', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/customers/{id}/contacts', domain: 'customers', name: 'addContact', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/customers/{id}/contacts/{contactId}', domain: 'customers', name: 'deleteContact', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/customers/{id}/contacts/{contactId}/primary', domain: 'customers', name: 'makePrimaryContact', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/customers/{id}/transactions', domain: 'customers', name: 'listTransactions', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/customers/{id}/statement', domain: 'customers', name: 'getStatement', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/customers/{id}/history', domain: 'customers', name: 'listHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/customers/{id}/comments', domain: 'customers', name: 'addComment', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/items', domain: 'items', name: 'listItems', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/items', domain: 'items', name: 'createItem', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/items/export', domain: 'items', name: 'exportItems', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/items/import', domain: 'items', name: 'importItems', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/items/{id}', domain: 'items', name: 'getItem', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/items/{id}', domain: 'items', name: 'updateItem', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/items/{id}', domain: 'items', name: 'deleteItem', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/items/{id}/deactivate', domain: 'items', name: 'deactivateItem', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/items/{id}/activate', domain: 'items', name: 'activateItem', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/settings/taxes', domain: 'items', name: 'listTaxRates', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/tax-rates', domain: 'items', name: 'createTaxRate', access: 'member', roles: MANAGERS },
  { method: 'PUT', path: '/api/tax-rates/{id}', domain: 'items', name: 'renameTaxRate', access: 'member', roles: MANAGERS },
  { method: 'DELETE', path: '/api/tax-rates/{id}', domain: 'items', name: 'deleteTaxRate', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/tax-rates/{id}/deactivate', domain: 'items', name: 'deactivateTaxRate', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/tax-rates/{id}/activate', domain: 'items', name: 'activateTaxRate', access: 'member', roles: MANAGERS },
  // Settings > Expense categories: the company's own beside the built-in ones. Writers add one from the expense form; managers rename and delete, as with the other settings.
  { method: 'GET', path: '/api/expense-categories', domain: 'expenses', name: 'listExpenseCategories', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/expense-categories', domain: 'expenses', name: 'createExpenseCategory', access: 'member', roles: WRITERS },
  { method: 'PUT', path: '/api/expense-categories/{id}', domain: 'expenses', name: 'renameExpenseCategory', access: 'member', roles: MANAGERS },
  { method: 'DELETE', path: '/api/expense-categories/{id}', domain: 'expenses', name: 'deleteExpenseCategory', access: 'member', roles: MANAGERS },
  { method: 'GET', path: '/api/quotes', domain: 'quotes', name: 'listQuotes', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/quotes', domain: 'quotes', name: 'createQuote', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/quotes/next-number', domain: 'quotes', name: 'nextQuoteNumber', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/quotes/{id}', domain: 'quotes', name: 'getQuote', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/quotes/{id}', domain: 'quotes', name: 'updateQuote', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/quotes/{id}', domain: 'quotes', name: 'deleteQuote', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/quotes/{id}/status', domain: 'quotes', name: 'changeQuoteStatus', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/quotes/{id}/clone', domain: 'quotes', name: 'cloneQuote', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/quotes/{id}/history', domain: 'quotes', name: 'listQuoteHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/quotes/{id}/comments', domain: 'quotes', name: 'addQuoteComment', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/quotes/{id}/convert', domain: 'invoices', name: 'convertQuote', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/invoices', domain: 'invoices', name: 'listInvoices', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/invoices', domain: 'invoices', name: 'createInvoice', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/invoices/next-number', domain: 'invoices', name: 'nextInvoiceNumber', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/invoices/{id}', domain: 'invoices', name: 'getInvoice', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/invoices/{id}', domain: 'invoices', name: 'updateInvoice', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/invoices/{id}', domain: 'invoices', name: 'deleteInvoice', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/invoices/{id}/status', domain: 'invoices', name: 'changeInvoiceStatus', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/invoices/{id}/clone', domain: 'invoices', name: 'cloneInvoice', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/invoices/{id}/history', domain: 'invoices', name: 'listInvoiceHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/invoices/{id}/comments', domain: 'invoices', name: 'addInvoiceComment', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/salespeople', domain: 'invoices', name: 'listSalespeople', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/salespeople', domain: 'invoices', name: 'addSalesperson', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/payments', domain: 'payments', name: 'listPayments', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/payments', domain: 'payments', name: 'recordPayment', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/payments/next-number', domain: 'payments', name: 'nextPaymentNumber', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/payments/{id}', domain: 'payments', name: 'getPayment', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/payments/{id}', domain: 'payments', name: 'updatePayment', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/payments/{id}', domain: 'payments', name: 'deletePayment', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/payments/{id}/apply', domain: 'payments', name: 'applyCredit', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/payments/{id}/history', domain: 'payments', name: 'listPaymentHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/payments/{id}/comments', domain: 'payments', name: 'addPaymentComment', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/customers/{id}/open-invoices', domain: 'payments', name: 'listOpenInvoices', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/sales-receipts', domain: 'salesreceipts', name: 'listSalesReceipts', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/sales-receipts', domain: 'salesreceipts', name: 'createSalesReceipt', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/sales-receipts/next-number', domain: 'salesreceipts', name: 'nextReceiptNumber', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/sales-receipts/{id}', domain: 'salesreceipts', name: 'getSalesReceipt', access: 'member', roles: ALL },
  { method: 'DELETE', path: '/api/sales-receipts/{id}', domain: 'salesreceipts', name: 'deleteSalesReceipt', access: 'member', roles: MANAGERS },
  { method: 'GET', path: '/api/sales-receipts/{id}/history', domain: 'salesreceipts', name: 'listSalesReceiptHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/sales-receipts/{id}/comments', domain: 'salesreceipts', name: 'addSalesReceiptComment', access: 'member', roles: WRITERS },
  // Expenses: what the company spends; billable to a customer, reimbursable to whoever paid (marking it reimbursed is the managers').
  { method: 'GET', path: '/api/expenses', domain: 'expenses', name: 'listExpenses', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/expenses', domain: 'expenses', name: 'createExpense', access: 'member', roles: WRITERS, idempotent: true },
  { method: 'GET', path: '/api/expenses/export', domain: 'expenses', name: 'exportExpenses', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/expenses/import', domain: 'expenses', name: 'importExpenses', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/expenses/{id}', domain: 'expenses', name: 'getExpense', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/expenses/{id}', domain: 'expenses', name: 'updateExpense', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/expenses/{id}', domain: 'expenses', name: 'deleteExpense', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/expenses/{id}/reimbursed', domain: 'expenses', name: 'markExpenseReimbursed', access: 'member', roles: MANAGERS },
  { method: 'GET', path: '/api/expenses/{id}/history', domain: 'expenses', name: 'listExpenseHistory', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/expenses/{id}/comments', domain: 'expenses', name: 'addExpenseComment', access: 'member', roles: WRITERS },
  // Recurring expenses (rent, subscriptions, salaries): profiles whose expenses a scheduled job makes (functions/jobs/recurring-expenses.ts).
  { method: 'GET', path: '/api/recurring-expenses', domain: 'expenses', name: 'listRecurringExpenses', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/recurring-expenses', domain: 'expenses', name: 'createRecurringExpense', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/recurring-expenses/{id}', domain: 'expenses', name: 'getRecurringExpense', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/recurring-expenses/{id}', domain: 'expenses', name: 'updateRecurringExpense', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/recurring-expenses/{id}', domain: 'expenses', name: 'deleteRecurringExpense', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/recurring-expenses/{id}/pause', domain: 'expenses', name: 'pauseRecurringExpense', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/recurring-expenses/{id}/resume', domain: 'expenses', name: 'resumeRecurringExpense', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/recurring-expenses/{id}/expenses', domain: 'expenses', name: 'listRecurringMadeExpenses', access: 'member', roles: ALL },
  // Time tracking: projects of a customer and their tasks, time entries, and each member's own timer (kept by the server). Writers manage projects as they do customers and items.
  { method: 'GET', path: '/api/projects', domain: 'time', name: 'listProjects', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/projects', domain: 'time', name: 'createProject', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/projects/{id}', domain: 'time', name: 'getProject', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/projects/{id}', domain: 'time', name: 'updateProject', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/projects/{id}', domain: 'time', name: 'deleteProject', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/projects/{id}/archive', domain: 'time', name: 'archiveProject', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/projects/{id}/unarchive', domain: 'time', name: 'unarchiveProject', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/projects/{id}/tasks', domain: 'time', name: 'createTask', access: 'member', roles: WRITERS },
  { method: 'PUT', path: '/api/projects/{id}/tasks/{taskId}', domain: 'time', name: 'updateTask', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/projects/{id}/tasks/{taskId}', domain: 'time', name: 'deleteTask', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/time-entries', domain: 'time', name: 'listTimeEntries', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/customers/{id}/time-entries', domain: 'time', name: 'listCustomerTime', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/time-entries/week', domain: 'time', name: 'getTimeWeek', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/time-entries', domain: 'time', name: 'createTimeEntry', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/time-entries/{id}', domain: 'time', name: 'getTimeEntry', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/time-entries/{id}', domain: 'time', name: 'updateTimeEntry', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/time-entries/{id}', domain: 'time', name: 'deleteTimeEntry', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/timer', domain: 'time', name: 'getTimer', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/timer/start', domain: 'time', name: 'startTimer', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/timer/stop', domain: 'time', name: 'stopTimer', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/timer/discard', domain: 'time', name: 'discardTimer', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/quotes/{id}/pdf', domain: 'pdf', name: 'getQuotePdf', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/invoices/{id}/pdf', domain: 'pdf', name: 'getInvoicePdf', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/sales-receipts/{id}/pdf', domain: 'pdf', name: 'getSalesReceiptPdf', access: 'member', roles: ALL },
  { method: 'GET', path: '/api/payments/{id}/pdf', domain: 'pdf', name: 'getPaymentPdf', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/quotes/{id}/email', domain: 'documents', name: 'emailQuote', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/invoices/{id}/email', domain: 'documents', name: 'emailInvoice', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/sales-receipts/{id}/email', domain: 'documents', name: 'emailSalesReceipt', access: 'member', roles: WRITERS },
  { method: 'POST', path: '/api/payments/{id}/email', domain: 'documents', name: 'emailPayment', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/quotes/{id}/share', domain: 'documents', name: 'getQuoteShare', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/quotes/{id}/share', domain: 'documents', name: 'shareQuote', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/quotes/{id}/share', domain: 'documents', name: 'revokeQuoteShare', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/invoices/{id}/share', domain: 'documents', name: 'getInvoiceShare', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/invoices/{id}/share', domain: 'documents', name: 'shareInvoice', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/invoices/{id}/share', domain: 'documents', name: 'revokeInvoiceShare', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/sales-receipts/{id}/share', domain: 'documents', name: 'getSalesReceiptShare', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/sales-receipts/{id}/share', domain: 'documents', name: 'shareSalesReceipt', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/sales-receipts/{id}/share', domain: 'documents', name: 'revokeSalesReceiptShare', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/payments/{id}/share', domain: 'documents', name: 'getPaymentShare', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/payments/{id}/share', domain: 'documents', name: 'sharePayment', access: 'member', roles: WRITERS },
  { method: 'DELETE', path: '/api/payments/{id}/share', domain: 'documents', name: 'revokePaymentShare', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/customers/{id}/statement/pdf', domain: 'pdf', name: 'getStatementPdf', access: 'member', roles: ALL },
  { method: 'POST', path: '/api/customers/{id}/statement/email', domain: 'documents', name: 'emailStatement', access: 'member', roles: WRITERS },
  { method: 'GET', path: '/api/public/{token}', domain: 'documents', name: 'getPublicDocument', access: 'public' },
  { method: 'GET', path: '/api/public/{token}/pdf', domain: 'pdf', name: 'getPublicPdf', access: 'public' },
  { method: 'POST', path: '/api/public/{token}/respond', domain: 'documents', name: 'respondToQuote', access: 'public' },
  { method: 'GET', path: '/api/settings/pdf-template', domain: 'documents', name: 'getPdfTemplate', access: 'member', roles: ALL },
  { method: 'PUT', path: '/api/settings/pdf-template', domain: 'documents', name: 'savePdfTemplate', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/settings/pdf-template/preview', domain: 'pdf', name: 'previewPdfTemplate', access: 'member', roles: MANAGERS },
  // Payment Gateways: the company's Paystack keys (the secret is write-only) and a test call to Paystack.
  { method: 'GET', path: '/api/settings/payment-gateways', domain: 'gateways', name: 'getPaymentGateways', access: 'member', roles: MANAGERS },
  { method: 'PUT', path: '/api/settings/payment-gateways/paystack', domain: 'gateways', name: 'savePaystackKeys', access: 'member', roles: MANAGERS },
  { method: 'DELETE', path: '/api/settings/payment-gateways/paystack', domain: 'gateways', name: 'removePaystackKeys', access: 'member', roles: MANAGERS },
  // Customers pay invoices online from the share link; Paystack reports to the company's webhook (signed with its secret key).
  { method: 'POST', path: '/api/public/{token}/pay', domain: 'gateways', name: 'startInvoiceCheckout', access: 'public' },
  { method: 'GET', path: '/api/public/{token}/pay/{reference}', domain: 'gateways', name: 'invoiceCheckoutResult', access: 'public' },
  { method: 'POST', path: '/api/paystack/webhook/{webhookId}', domain: 'gateways', name: 'paystackWebhook', access: 'public' },
  { method: 'POST', path: '/api/settings/payment-gateways/paystack/test', domain: 'gateways', name: 'testPaystackConnection', access: 'member', roles: MANAGERS },
  // Subscription & Billing: the company pays Kobo for its plan through Paystack (Kobo's keys); Paystack reports to Kobo's webhook.
  { method: 'GET', path: '/api/settings/subscription', domain: 'gateways', name: 'getBilling', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/settings/subscription/checkout', domain: 'gateways', name: 'startPlanCheckout', access: 'member', roles: OWNERS },
  { method: 'GET', path: '/api/settings/subscription/checkout/{reference}', domain: 'gateways', name: 'planCheckoutResult', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/settings/subscription/cancel', domain: 'gateways', name: 'cancelSubscription', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/settings/subscription/resume', domain: 'gateways', name: 'resumeSubscription', access: 'member', roles: OWNERS },
  { method: 'GET', path: '/api/settings/subscription/charges/{reference}/pdf', domain: 'pdf', name: 'getBillingReceiptPdf', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/billing/paystack-webhook', domain: 'gateways', name: 'billingWebhook', access: 'public' },
  { method: 'GET', path: '/api/team', domain: 'team', name: 'getTeam', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/team/invitations', domain: 'team', name: 'inviteMember', access: 'member', roles: MANAGERS },
  { method: 'POST', path: '/api/team/invitations/{id}/resend', domain: 'team', name: 'resendInvitation', access: 'member', roles: MANAGERS },
  { method: 'DELETE', path: '/api/team/invitations/{id}', domain: 'team', name: 'cancelInvitation', access: 'member', roles: MANAGERS },
  { method: 'PUT', path: '/api/team/members/{id}/role', domain: 'team', name: 'changeMemberRole', access: 'member', roles: MANAGERS },
  { method: 'DELETE', path: '/api/team/members/{id}', domain: 'team', name: 'removeMember', access: 'member', roles: MANAGERS },
  // Any member leaves the company themselves (an owner only while another owner stays).
  { method: 'POST', path: '/api/team/leave', domain: 'team', name: 'leaveCompany', access: 'member', roles: ALL },
  // The invitation link: the token is the only key; it reveals the company's name, the e-mail and the role, nothing else.
  { method: 'GET', path: '/api/join/{token}', domain: 'team', name: 'viewInvitation', access: 'public' },
  { method: 'POST', path: '/api/join/{token}', domain: 'team', name: 'acceptInvitation', access: 'public' },
  { method: 'POST', path: '/api/join/{token}/accept', domain: 'team', name: 'acceptInvitationSignedIn', access: 'user' },
  // The company's data: an owner exports all of it as one archive, built in the background (functions/jobs/company-export.ts).
  { method: 'GET', path: '/api/settings/data/exports', domain: 'data', name: 'listExports', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/settings/data/exports', domain: 'data', name: 'startExport', access: 'member', roles: OWNERS },
  { method: 'GET', path: '/api/settings/data/exports/{id}/download', domain: 'data', name: 'exportDownload', access: 'member', roles: OWNERS },
  // Deleting the company: an owner schedules it (typing the company's name); the company-deletion job removes everything after the grace period.
  { method: 'GET', path: '/api/settings/data/deletion', domain: 'data', name: 'getDeletion', access: 'member', roles: OWNERS },
  { method: 'POST', path: '/api/settings/data/deletion', domain: 'data', name: 'scheduleDeletion', access: 'member', roles: OWNERS },
  { method: 'DELETE', path: '/api/settings/data/deletion', domain: 'data', name: 'cancelDeletion', access: 'member', roles: OWNERS },
  // The super-admin area: the people who run Kobo (the Cognito group super_admin, on the roster too: functions/lib/http.ts).
  { method: 'GET', path: '/api/admin/companies', domain: 'admin', name: 'adminListCompanies', access: 'admin' },
  { method: 'GET', path: '/api/admin/companies/{id}', domain: 'admin', name: 'adminGetCompany', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', domain: 'admin', name: 'adminListUsers', access: 'admin' },
  { method: 'GET', path: '/api/admin/users/{id}', domain: 'admin', name: 'adminGetUser', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/super-admin', domain: 'admin', name: 'adminAssignSuperAdmin', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/users/{id}/super-admin', domain: 'admin', name: 'adminRemoveSuperAdmin', access: 'admin' },
  { method: 'GET', path: '/api/admin/subscriptions', domain: 'admin', name: 'adminListSubscriptions', access: 'admin' },
  { method: 'GET', path: '/api/admin/audit', domain: 'admin', name: 'adminListAudit', access: 'admin' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];
/** The access a named route has in the table: handlers take it from here, never declare it. */
export type AccessOf<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>['access'];

export function routeNamed(name: string): RouteDef {
  const found = (routes as readonly RouteDef[]).filter((r) => r.name === name);
  if (found.length !== 1) throw new Error(`The route table has ${found.length} routes named ${name}`);
  return found[0]!;
}

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/**
 * Matches a concrete request path against the table, as API Gateway does. A
 * path whose percent-encoding does not decode matches nothing and is flagged
 * `malformed`: API Gateway answers it 400 before any handler runs.
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | { route: null; methodNotAllowed: boolean; malformed?: true } {
  if (!decodes(path)) return { route: null, methodNotAllowed: false, malformed: true };
  let pathMatched = false;
  let best: { route: RouteDef; pathParameters: Record<string, string> } | undefined;
  for (const route of routes as readonly RouteDef[]) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    // Like API Gateway, a literal segment wins over a parameter: /customers/export before /customers/{id}.
    if (!best || Object.keys(params).length < Object.keys(best.pathParameters).length) best = { route, pathParameters: params };
  }
  return best ?? { route: null, methodNotAllowed: pathMatched };
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/');
  const b = path.replace(/\/+$/, '').split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const seg = a[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (!b[i]) return null;
      params[seg.slice(1, -1)] = decodeURIComponent(b[i]!);
    } else if (seg !== b[i]) return null;
  }
  return params;
}
