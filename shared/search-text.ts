/** Text as the searches compare it (customers, items' CSV matching, the super-admin directory): lower case, NFKC, single spaces, trimmed. */
export const normalise = (s: string) => s.toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();
