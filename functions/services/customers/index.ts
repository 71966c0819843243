/*
 * Customer services, by part: reads and lists (lists.ts), the customer's own
 * record (records.ts), its addresses and contact persons (parts.ts), and what
 * they share (store.ts).
 */
export { getCustomer, createdRange, listCustomers, listTransactions, listHistory, exportCustomers } from './lists';
export { createCustomer, importCustomers, updateCustomer, setCustomerStatus, deleteCustomer, addComment } from './records';
export { saveAddress, deleteAddress, addContact, makePrimaryContact, deleteContact } from './parts';
export { EDIT_CONFLICT, HAS_TRANSACTIONS, PRIMARY_CONFLICT, sortContacts, searchTokens, customerFields, changedFields } from './store';
