/**
 * The public document page, /share/<token> (share.html): a customer opens it from
 * a link, on a phone, over mobile data, signed in to nothing. It shows the document
 * as printed, Download PDF, on a quote still open Accept and Decline, and on an
 * invoice that owes something, when the business takes online payments, Pay now
 * (Paystack's checkout; the payer comes back here with `?reference=`).
 *
 * Plain DOM code on purpose: no React, no Cloudscape, no Amplify, so the page is a
 * few kilobytes (the app's first page is about 300 KB). share.html paints its header
 * and "Loading…" before this script arrives; that shell has no controls at all, so
 * nothing a customer taps or types can be lost before the script runs.
 */
import type { PrintableKind } from '../../../shared/documents/printable';
import { formatNaira, formatNairaAmount, parseNaira } from '../../../shared/money';
import { ApiError, fetchDocument, fetchPdf, paymentResult, respond, startPayment, type CheckoutResult, type Decision, type PublicDocument } from './api';
import { accentColours, h } from './dom';
import { documentSheet } from './sheet';

const LINK_INVALID = 'This link is no longer valid';

const NOUNS: Record<PrintableKind, string> = { quote: 'Quote', invoice: 'Invoice', salesreceipt: 'Sales Receipt', payment: 'Payment Receipt' };

/** What a quote that can no longer be answered says, by its status. */
const QUOTE_CLOSED: Record<string, string> = {
  accepted: 'Quote accepted',
  declined: 'Quote declined',
  expired: 'This quote has expired',
  invoiced: 'This quote has been invoiced',
};

/** What an invoice that can no longer be paid says, by the stamp it prints. */
const INVOICE_CLOSED: Record<string, string> = {
  PAID: 'This invoice has been paid',
  VOID: 'This invoice has been voided',
};

const main = document.getElementById('share-main')!;
const company = document.getElementById('share-company')!;
const token = location.pathname.split('/')[2] ?? '';
/** Set when Paystack has sent the payer back here after its checkout. */
const reference = new URLSearchParams(location.search).get('reference');
/** The document as last shown: a tab brought back to the front compares what the server says now with it. */
let shown: PublicDocument | undefined;
/** While Pay now or an answer is on its way, the page is not redrawn under the customer. */
let busy = false;

/** Replaces what the main landmark holds (its own box stays put, so nothing above it shifts). */
function fill(...children: (Node | false | undefined)[]): void {
  main.replaceChildren(...children.filter((c): c is Node => !!c));
  main.removeAttribute('aria-busy');
}

function footer(): void {
  if (!document.querySelector('body > footer')) document.body.append(h('footer', { class: 'foot' }, 'Sent with Kobo'));
}

async function load(): Promise<void> {
  try {
    // Back from the checkout: the outcome first (the server asks Paystack), then the invoice as it is now.
    const outcome = reference ? await paymentResult(token, reference).catch((e: unknown) => (e instanceof ApiError && e.status === 404 ? undefined : Promise.reject(e))) : undefined;
    show(await fetchDocument(token), false, outcome);
  } catch (error) {
    // A token the API will not even read (400) is as good as a wrong one.
    if (error instanceof ApiError && (error.linkInvalid || error.status === 400)) invalid();
    else failed(error);
  }
}

/** The plain page for a wrong, revoked or deleted link: it says nothing about any business or document. */
function invalid(): void {
  document.title = 'Link not valid';
  company.textContent = 'Kobo';
  // A link revoked while it was open: nothing of the business stays, its colour included.
  document.documentElement.style.removeProperty('--accent');
  document.documentElement.style.removeProperty('--on-accent');
  document.querySelector('body > footer')?.remove();
  fill(
    h(
      'div',
      { class: 'plain' },
      h('h1', null, LINK_INVALID),
      h('p', null, 'Ask whoever sent it to you for a new link.'),
    ),
  );
}

function failed(error: unknown): void {
  document.title = 'Document not loaded';
  const retry = h('button', { type: 'button', class: 'btn btn--primary' }, 'Try again');
  retry.addEventListener('click', () => {
    retry.disabled = true;
    // A page left open in a background tab (the invoice paid meanwhile, the quote answered): brought
// back to the front, it shows the document as it is now.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && shown) void refresh();
});

void load();
  });
  fill(
    h(
      'div',
      { class: 'plain' },
      h('h1', null, 'The document could not be loaded'),
      h('p', { role: 'alert' }, error instanceof Error ? error.message : String(error)),
      retry,
    ),
  );
}

/**
 * The document and its actions. Called again with the answer of Accept or Decline,
 * which then focuses the quote's new status, so a screen reader announces it.
 */
function show(data: PublicDocument, focusStatus = false, outcome?: CheckoutResult, notice?: string): void {
  shown = data;
  const doc = data.document;
  const noun = NOUNS[data.kind] ?? doc.title;
  const colours = accentColours(data.accentColor);
  document.documentElement.style.setProperty('--accent', colours.accent);
  document.documentElement.style.setProperty('--on-accent', colours.onAccent);
  document.title = `${noun} ${doc.number} · ${doc.company.name}`;
  company.textContent = doc.company.name;

  const error = h('p', { class: 'error', role: 'alert' });
  const pdf = h('button', { type: 'button', class: 'btn' }, 'Download PDF');
  pdf.addEventListener('click', () => void download(pdf, error));
  const quote = data.quote;
  const closed = quote && !quote.canRespond ? (QUOTE_CLOSED[quote.status] ?? `Quote ${quote.status}`) : data.kind === 'invoice' && !outcome && !data.pay ? (INVOICE_CLOSED[doc.stamp ?? ''] ?? notice) : undefined;
  const status = closed ? h('p', { class: 'status', role: 'status', tabindex: -1 }, closed) : undefined;
  const paid = outcome && paymentOutcome(outcome);

  fill(
    h(
      'div',
      { class: 'top' },
      h(
        'div',
        { class: 'top__text' },
        h('h1', { class: 'top__title' }, `${noun} ${doc.number}`),
        h('p', { class: 'top__headline' }, h('span', null, doc.headline.label), ' ', h('strong', null, doc.headline.value)),
      ),
      h('div', { class: 'top__actions' }, paid, data.pay && payControls(data.pay, error), pdf, quote?.canRespond && respondControls(error), status, error),
    ),
    documentSheet(doc, data),
  );
  footer();
  if (focusStatus) status?.focus();
  else paid?.focus();
}

/** What became of the payer's checkout, as the server learnt it from Paystack (never from this page's address). */
function paymentOutcome(r: CheckoutResult): HTMLElement {
  const text =
    r.status === 'paid'
      ? `Payment received${r.amountKobo !== undefined ? `: ${formatNaira(r.amountKobo)}` : ''}. Thank you! Balance due now ${formatNaira(r.balanceDueKobo)}.`
      : r.status === 'pending'
        ? 'Your payment is not confirmed yet. Paystack is still processing it; check again in a moment.'
        : 'The payment did not go through, and nothing was taken. You can try again.';
  const box = h('p', { class: `status status--${r.status}`, role: 'status', tabindex: -1 }, text);
  if (r.status === 'pending') {
    const again = h('button', { type: 'button', class: 'btn btn--plain' }, 'Check again');
    again.addEventListener('click', () => {
      again.disabled = true;
      // A page left open in a background tab (the invoice paid meanwhile, the quote answered): brought
// back to the front, it shows the document as it is now.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && shown) void refresh();
});

void load();
    });
    box.append(' ', again);
  }
  return box;
}

/** What a customer sees change: the stamp, the headline figure, what can be paid and answered. */
const stateOf = (d: PublicDocument) => JSON.stringify([d.document.stamp, d.document.headline, d.document.totals, d.pay, d.quote]);

/**
 * Reads the document again and redraws it when it changed; true when it redrew. With `refused`
 * (what the server said to Pay now), it redraws whenever the invoice can no longer be paid, saying
 * so when its stamp does not. The status of a document that can no longer be paid or answered then
 * takes the focus.
 */
async function refresh(refused?: string): Promise<boolean> {
  const before = shown;
  try {
    const data = await fetchDocument(token);
    if (busy || shown !== before) return false;
    if (refused ? data.pay : before && stateOf(before) === stateOf(data)) return false;
    show(data, true, undefined, refused);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.linkInvalid) {
      invalid();
      return true;
    }
    return false;
  }
}

/** Pay now: the payer's e-mail when the business has none, the amount when part payments are allowed, then Paystack's checkout. */
function payControls(offer: NonNullable<PublicDocument['pay']>, error: HTMLElement): HTMLElement {
  const label = `Pay now ${formatNaira(offer.balanceDueKobo)}`;
  const pay = h('button', { type: 'submit', class: 'btn btn--primary' }, label);
  const email = offer.emailKnown ? undefined : h('input', { id: 'pay-email', name: 'email', type: 'email', autocomplete: 'email', required: true, maxlength: 254 });
  const amount = offer.partialPayments
    ? h('input', { id: 'pay-amount', name: 'amount', inputmode: 'decimal', value: formatNairaAmount(offer.balanceDueKobo), 'aria-describedby': 'pay-amount-hint' })
    : undefined;
  const form = h(
    'form',
    { class: 'pay', 'aria-label': 'Pay this invoice online' },
    email && [h('label', { for: 'pay-email' }, 'Your e-mail address (for the receipt)'), email],
    amount && [h('label', { for: 'pay-amount' }, 'Amount to pay (₦)'), amount, h('p', { class: 'hint', id: 'pay-amount-hint' }, `Up to the balance due, ${formatNaira(offer.balanceDueKobo)}.`)],
    pay,
    h('p', { class: 'hint' }, 'Card, bank transfer or USSD, through Paystack.'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.textContent = '';
    const amountKobo = amount ? parseNaira(amount.value) : undefined;
    if (amount && (amountKobo === null || amountKobo === undefined || amountKobo <= 0)) {
      error.textContent = 'Enter the amount to pay';
      amount.focus();
      return;
    }
    pay.disabled = true;
    busy = true;
    pay.textContent = 'Starting payment…';
    startPayment(token, { ...(email ? { email: email.value.trim() } : {}), ...(amount && amountKobo !== offer.balanceDueKobo ? { amountKobo: amountKobo! } : {}) })
      .then(({ authorizationUrl }) => location.assign(authorizationUrl))
      .catch(async (e: unknown) => {
        busy = false;
        if (e instanceof ApiError && e.linkInvalid) return invalid();
        // 409: the invoice was paid (or voided, or online payment switched off) since the page
        // was drawn: the page shows it as it is now, which says why, rather than the bare refusal.
        if (e instanceof ApiError && e.status === 409 && (await refresh(e.message))) return;
        pay.disabled = false;
        pay.textContent = label;
        error.textContent = e instanceof Error ? e.message : String(e);
      });
  });
  return form;
}

/** Accept, and Decline with an optional reason in a small form of its own. */
function respondControls(error: HTMLElement): HTMLElement {
  const accept = h('button', { type: 'button', class: 'btn btn--primary' }, 'Accept');
  const decline = h('button', { type: 'button', class: 'btn' }, 'Decline');
  const reason = h('textarea', { id: 'decline-reason', name: 'reason', rows: 3, maxlength: 500, 'aria-describedby': 'decline-hint' });
  const send = h('button', { type: 'submit', class: 'btn btn--danger' }, 'Decline quote');
  const cancel = h('button', { type: 'button', class: 'btn btn--plain' }, 'Cancel');
  const form = h(
    'form',
    { class: 'decline', 'aria-label': 'Decline the quote', hidden: true },
    h('label', { for: 'decline-reason' }, 'Reason for declining (optional)'),
    reason,
    h('p', { class: 'hint', id: 'decline-hint' }, 'Up to 500 characters. The business will see it.'),
    h('div', { class: 'decline__buttons' }, send, cancel),
  );
  const buttons = h('div', { class: 'respond__buttons' }, accept, decline);
  const section = h('div', { class: 'respond' }, buttons, form);
  const all = [accept, decline, send, cancel];

  const answer = async (decision: Decision, pressed: HTMLButtonElement, busyText: string) => {
    const label = pressed.textContent;
    busy = true;
    for (const b of all) b.disabled = true;
    pressed.textContent = busyText;
    error.textContent = '';
    try {
      const data = await respond(token, decision, decision === 'decline' ? reason.value.trim() || undefined : undefined);
      busy = false;
      show(data, true);
    } catch (e) {
      busy = false;
      if (e instanceof ApiError && e.linkInvalid) return invalid();
      pressed.textContent = label;
      error.textContent = e instanceof Error ? e.message : String(e);
      // 409: the quote expired or was answered meanwhile; asking again cannot work. Anything
      // else (the network, a slow server) may: the buttons and the reason typed stay.
      if (e instanceof ApiError && e.status === 409) section.remove();
      else for (const b of all) b.disabled = false;
    }
  };

  accept.addEventListener('click', () => void answer('accept', accept, 'Accepting…'));
  decline.addEventListener('click', () => {
    buttons.hidden = true;
    form.hidden = false;
    reason.focus();
  });
  cancel.addEventListener('click', () => {
    form.hidden = true;
    buttons.hidden = false;
    decline.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void answer('decline', send, 'Declining…');
  });
  return section;
}

/** Download PDF: the API signs a short-lived link, which the browser opens as a download (no fetch: CSP's connect-src stays as it is). */
async function download(button: HTMLButtonElement, error: HTMLElement): Promise<void> {
  button.disabled = true;
  button.textContent = 'Preparing PDF…';
  error.textContent = '';
  try {
    const { url } = await fetchPdf(token);
    location.assign(url);
  } catch (e) {
    if (e instanceof ApiError && e.linkInvalid) return invalid();
    error.textContent = e instanceof Error ? e.message : String(e);
  } finally {
    button.disabled = false;
    button.textContent = 'Download PDF';
  }
}

// A page left open in a background tab (the invoice paid meanwhile, the quote answered): brought
// back to the front, it shows the document as it is now.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && shown) void refresh();
});

void load();
