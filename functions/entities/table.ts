import { createGetTransaction, createWriteTransaction, Service } from 'electrodb';
import { documentClient } from '../lib/clients';
import { config } from '../lib/config';
import { Profile } from './profile';
import { Company, Member, Subscription } from './company';
import { ContactPerson, Customer, CustomerAddress, CustomerHistory, CustomerSearch } from './customer';
import { DocumentCounter, DocumentHistory, DocumentLines, DocumentNumber, SalesDocument, Salesperson } from './sales-document';
import { CompanyTotals } from './company-totals';
import { Item, ItemSearch } from './item';
import { ImportRow } from './import-row';
import { RequestKey } from './request-key';
import { CompanyExport } from './company-export';
import { CompanyDeletion } from './company-deletion';
import { PdfTemplateSettings } from './pdf-template';
import { CompanyPreferences } from './preferences';
import { DocumentShare, ShareLink } from './share-link';
import { LedgerEntry, LedgerMonth } from './ledger';
import { Invitation, InvitationToken, RemovalNotice, TeamCounts } from './team';
import { TaxRate } from './tax-rate';
import { PaymentGateway } from './payment-gateway';
import { BillingCharge, OnlineCharge, PaystackCustomer, PaystackWebhook } from './online-charge';
import { Expense } from './expense';
import { ExpenseHistory } from './expense-history';
import { ExpenseCategory, ExpenseCategoryCount } from './expense-category';
import { RecurringExpense, RecurringOccurrence } from './recurring-expense';
import { Project, ProjectTask, TimeEntry, Timer } from './time';

/*
 * The single table has generic keys pk/sk and five GSIs (gsi1pk/gsi1sk ... gsi5pk/gsi5sk), defined in
 * infra/lib/table-definition.ts. ElectroDB builds every key from the entity
 * models, so no key string is written by hand anywhere else.
 */

/** Every entity of the table by its name in `db().entities`; each module exports its model's builder. */
export const ENTITY_BUILDERS = {
  profile: Profile,
  company: Company,
  member: Member,
  subscription: Subscription,
  customer: Customer,
  customerSearch: CustomerSearch,
  customerAddress: CustomerAddress,
  contactPerson: ContactPerson,
  customerHistory: CustomerHistory,
  salesDocument: SalesDocument,
  documentLines: DocumentLines,
  documentNumber: DocumentNumber,
  documentCounter: DocumentCounter,
  documentHistory: DocumentHistory,
  companyTotals: CompanyTotals,
  salesperson: Salesperson,
  item: Item,
  itemSearch: ItemSearch,
  importRow: ImportRow,
  requestKey: RequestKey,
  companyExport: CompanyExport,
  companyDeletion: CompanyDeletion,
  pdfTemplate: PdfTemplateSettings,
  preferences: CompanyPreferences,
  shareLink: ShareLink,
  documentShare: DocumentShare,
  ledgerEntry: LedgerEntry,
  ledgerMonth: LedgerMonth,
  invitation: Invitation,
  invitationToken: InvitationToken,
  teamCounts: TeamCounts,
  removalNotice: RemovalNotice,
  taxRate: TaxRate,
  paymentGateway: PaymentGateway,
  onlineCharge: OnlineCharge,
  paystackWebhook: PaystackWebhook,
  paystackCustomer: PaystackCustomer,
  billingCharge: BillingCharge,
  expense: Expense,
  expenseHistory: ExpenseHistory,
  expenseCategory: ExpenseCategory,
  expenseCategoryCount: ExpenseCategoryCount,
  recurringExpense: RecurringExpense,
  recurringOccurrence: RecurringOccurrence,
  project: Project,
  projectTask: ProjectTask,
  timeEntry: TimeEntry,
  timer: Timer,
};

export type EntityName = keyof typeof ENTITY_BUILDERS;
export type TableEntities = { [N in EntityName]: ReturnType<(typeof ENTITY_BUILDERS)[N]> };
export const ENTITY_NAMES = Object.keys(ENTITY_BUILDERS) as EntityName[];

/**
 * The collections (one Query reading several entities' items under one key) and the entities in each,
 * as the models declare them (`collection:` on an index); test/unit/entities.test.ts checks this
 * list against what ElectroDB's Service over all the entities finds.
 */
export const COLLECTIONS = {
  customerDetail: ['customer', 'customerAddress', 'contactPerson'],
  documentDetail: ['salesDocument', 'documentLines'],
  projectDetail: ['project', 'projectTask'],
} as const satisfies Record<string, readonly EntityName[]>;

type CollectionName = keyof typeof COLLECTIONS;
type CollectionEntities<C extends CollectionName> = Pick<TableEntities, (typeof COLLECTIONS)[C][number]>;
type CollectionQueries<C extends CollectionName> = Service<CollectionEntities<C>>['collections'];
type Collections = { [C in CollectionName]: C extends keyof CollectionQueries<C> ? CollectionQueries<C>[C] : never };

/** What `db()` offers: ElectroDB's Service over every entity, as the code uses it (typed exactly as that Service's). */
export interface Table {
  entities: TableEntities;
  collections: Collections;
  transaction: Service<TableEntities>['transaction'];
}

/*
 * Built on first use, each part only when first asked for: a function pays at its cold start for the
 * ElectroDB models it touches, not for all of the table's (building one takes about 1.5 ms). An
 * entity is built once, bound to the table and the client as a Service would bind it; a collection is
 * a Service over its own entities only; a transaction sees the entities its callback names.
 */
function makeTable(): Table {
  const client = documentClient();
  const built: Partial<TableEntities> = {};
  const entity = <N extends EntityName>(name: N): TableEntities[N] => {
    let e = built[name] as TableEntities[N] | undefined;
    if (!e) {
      e = ENTITY_BUILDERS[name]() as TableEntities[N];
      e.setClient(client);
      e.setTableName(config.tableName);
      built[name] = e;
    }
    return e;
  };

  const entities = {} as TableEntities;
  for (const name of ENTITY_NAMES) Object.defineProperty(entities, name, { enumerable: true, get: () => entity(name) });

  const collections = {} as Collections;
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    let service: { collections: Record<string, unknown> } | undefined;
    Object.defineProperty(collections, name, {
      enumerable: true,
      get: () => {
        service ??= new Service(Object.fromEntries(COLLECTIONS[name].map((n) => [n, entity(n)])), { client, table: config.tableName });
        return service.collections[name];
      },
    });
  }

  /**
   * ElectroDB's own transaction over a view of the entities that holds only those the callback
   * touches: it takes its driver (any entity) and matches results against the view's entities.
   * ElectroDB picks the driver before it runs the callback, so the callback runs first, once per call.
   */
  const touched = (): Partial<TableEntities> =>
    new Proxy({} as Partial<TableEntities>, {
      get: (view, name) => {
        if (typeof name !== 'string' || !(name in ENTITY_BUILDERS)) return Reflect.get(view, name);
        const n = name as EntityName;
        return (view[n] as unknown) ??= entity(n);
      },
    });
  type Make = (entities: TableEntities, fn: () => never) => { params: (options?: object) => unknown; go: (options?: object) => Promise<unknown> };
  const transactionWith =
    (make: Make) =>
    (fn: (entities: TableEntities) => unknown[]) => {
      const run = (view: Partial<TableEntities>) => {
        const items = fn(view as TableEntities);
        return make(view as TableEntities, () => items as never);
      };
      return {
        params: (options?: object) => run(touched()).params(options),
        go: (options?: object) => {
          const view = touched();
          const tx = run(view);
          // No item: ElectroDB answers without a driver when it has one; with no entity named there is none.
          if (Object.keys(view).length === 0) return Promise.resolve({ canceled: false, data: [] });
          return tx.go(options);
        },
      };
    };
  const transaction = { write: transactionWith(createWriteTransaction as Make), get: transactionWith(createGetTransaction as Make) } as unknown as Table['transaction'];

  return { entities, collections, transaction };
}
let table: Table | undefined;

/** The table's entities, collections and transactions, bound to the table and client on first use. */
export function db(): Table {
  table ??= makeTable();
  return table;
}
