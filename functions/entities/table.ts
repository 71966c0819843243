import { Service } from 'electrodb';
import { documentClient } from '../lib/clients';
import { config } from '../lib/config';
import { Profile } from './profile';
import { Company, Member, Subscription } from './company';
import { ContactPerson, Customer, CustomerAddress, CustomerHistory, CustomerSearch } from './customer';
import { DocumentCounter, DocumentHistory, DocumentLines, DocumentNumber, SalesDocument, Salesperson } from './sales-document';
import { CompanyTotals } from './company-totals';
import { Item, ItemSearch } from './item';
import { ImportRow } from './import-row';
import { PdfTemplateSettings } from './pdf-template';
import { CompanyPreferences } from './preferences';
import { DocumentShare, ShareLink } from './share-link';
import { LedgerEntry, LedgerMonth } from './ledger';
import { Invitation, InvitationToken, TeamCounts } from './team';
import { TaxRate } from './tax-rate';
import { PaymentGateway } from './payment-gateway';

/*
 * The single table has generic keys pk/sk and five GSIs (gsi1pk/gsi1sk ... gsi5pk/gsi5sk), defined in
 * infra/lib/table-definition.ts. ElectroDB builds every key from the entity
 * models, so no key string is written by hand anywhere else.
 */
function makeService() {
  return new Service(
    {
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
      pdfTemplate: PdfTemplateSettings,
      preferences: CompanyPreferences,
      shareLink: ShareLink,
      documentShare: DocumentShare,
      ledgerEntry: LedgerEntry,
      ledgerMonth: LedgerMonth,
      invitation: Invitation,
      invitationToken: InvitationToken,
      teamCounts: TeamCounts,
      taxRate: TaxRate,
      paymentGateway: PaymentGateway,
    },
    { client: documentClient(), table: config.tableName },
  );
}
let service: ReturnType<typeof makeService> | undefined;

/** The service over all entities, bound to the table and client on first use. */
export function db() {
  service ??= makeService();
  return service;
}
