import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '../ui/box';
import Button from '../ui/button';
import Checkbox from '../ui/checkbox';
import FormField from '../ui/form-field';
import Input from '../ui/input';
import Modal from '../ui/modal';
import SpaceBetween from '../ui/space-between';
import Textarea from '../ui/textarea';
import { getCustomer } from '../../api/customers';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useMe } from '../../auth/session';
import { WALK_IN_CUSTOMER_ID } from '../../../../shared/constants';
import type { DocumentEmailInput } from '../../../../shared/schemas/email';
import { NewRecipientDialog, RecipientPicker, type Recipient } from './recipient-picker';
import './document-actions.css';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** "a@b.ng, c@d.ng" → the addresses; the bad ones separately, to name them. */
function addresses(text: string): { good: string[]; bad: string[] } {
  const all = text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return { good: all.filter((a) => ADDRESS.test(a)), bad: all.filter((a) => !ADDRESS.test(a)) };
}

/** What the Email overlay sends, to whom by default, and what its card shows: a document of any kind, or a statement. */
export interface EmailTarget {
  /** 'Quote', 'Invoice', 'Statement': the overlay's title says 'Email {noun}'. */
  Noun: string;
  customerId: string;
  /** Stored recipients (an invoice's e-mail communications); else the customer's own address. */
  recipients?: Recipient[];
  subject: string;
  body: string;
  card: { title: string; label: string; amount: string };
  /** 'Attach Estimate PDF' ... */
  attachLabel: string;
  /** The line that gives a recipient with portal access the online page, where there is one. */
  portalLine?: () => Promise<string>;
  send: (mail: DocumentEmailInput) => Promise<unknown>;
  /** After a send: refresh what it changed and say so. */
  onSent: () => void;
}

/**
 * The Email overlay (business-records spec: Email Quote overlay), for every
 * document kind and for statements: From, To with the contact-selection
 * sub-screen and the new-contact dialog, Cc, Bcc, Subject, the body, the
 * amount card, 'Attach … PDF' and Send.
 */
export function EmailModal({ target, onDismiss }: { target: EmailTarget; onDismiss: () => void }) {
  const me = useMe();
  const company = me.data?.company;
  const companyName = company?.name ?? 'us';
  const notify = useNotify();
  const hasCustomer = target.customerId !== WALK_IN_CUSTOMER_ID;
  const customer = useQuery({ queryKey: ['customer', target.customerId], queryFn: () => getCustomer(target.customerId), enabled: hasCustomer });

  const contacts: Recipient[] = [
    ...(customer.data?.email ? [{ name: customer.data.name, email: customer.data.email }] : []),
    ...(customer.data?.contacts ?? []).flatMap((c) => (c.email ? [{ name: `${c.firstName} ${c.lastName}`.trim(), email: c.email }] : [])),
  ];
  const [added, setAdded] = useState<Recipient[]>([]);
  const [to, setTo] = useState<Recipient[] | null>(null);
  // Until the user chooses: the invoice's stored recipients, else the customer's primary address.
  const chosen: Recipient[] = to ?? (target.recipients?.length ? target.recipients : contacts.slice(0, 1));
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState(target.subject);
  const [body, setBody] = useState(target.body);
  const [attachPdf, setAttachPdf] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = useMutation({
    mutationFn: async () => {
      const ccList = addresses(cc);
      const bccList = addresses(bcc);
      const problems: Record<string, string> = {};
      if (chosen.length === 0) problems.to = 'Please select at least one recipient';
      if (ccList.bad.length) problems.cc = `Not an e-mail address: ${ccList.bad.join(', ')}`;
      if (bccList.bad.length) problems.bcc = `Not an e-mail address: ${bccList.bad.join(', ')}`;
      if (!subject.trim()) problems.subject = 'Subject is required';
      setErrors(problems);
      if (Object.keys(problems).length) return null;
      let text = body;
      // A recipient given portal access gets the document's page, where a quote can be accepted.
      if (chosen.some((r) => r.portal) && target.portalLine) text = `${body}\n\n${await target.portalLine()}`;
      return (await target.send({ to: chosen.map((r) => r.email), cc: ccList.good, bcc: bccList.good, subject, body: text, attachPdf })) ?? true;
    },
    onSuccess: (sent) => {
      if (!sent) return;
      target.onSent();
      onDismiss();
    },
    onError: (error) => notify('error', errorMessage(error).startsWith('Failed to send email') ? errorMessage(error) : `Failed to send email: ${errorMessage(error)}`),
  });

  if (picking) {
    return (
      <RecipientPicker
        title="Choose recipients"
        options={[...contacts, ...added.filter((a) => !contacts.some((c) => c.email === a.email))]}
        chosen={chosen}
        onSave={(list) => {
          setTo(list);
          setPicking(false);
        }}
        onAdd={() => setAdding(true)}
        onDismiss={() => setPicking(false)}
        adding={adding && (
          <NewRecipientDialog
            onAdd={(r) => {
              setAdded((a) => [...a, r]);
              setTo([...chosen.filter((c) => c.email !== r.email), r]);
              setAdding(false);
              setPicking(false);
            }}
            onDismiss={() => setAdding(false)}
          />
        )}
      />
    );
  }

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={onDismiss}
      header={`Email ${target.Noun}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => send.mutate()} loading={send.isPending} loadingText="Sending">
              Send
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="From" description={company?.email ? `Replies go to ${company.email}` : undefined}>
          <Input value={`${companyName} (via Kobo)`} readOnly ariaLabel="From" />
        </FormField>
        <FormField label="To" errorText={errors.to}>
          <div className="kobo-email-to">
            {chosen.length ? (
              <ul className="kobo-email-chips" aria-label="Recipients">
                {chosen.map((r) => (
                  <li key={r.email}>
                    {r.name ? `${r.name} <${r.email}>` : r.email}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="kobo-email-none">No recipients yet</span>
            )}
            <Button onClick={() => setPicking(true)}>{chosen.length ? 'Change' : 'Choose contacts'}</Button>
          </div>
        </FormField>
        <FormField label="Cc" errorText={errors.cc} constraintText="Separate addresses with commas">
          <Input value={cc} onChange={({ detail }) => setCc(detail.value)} type="email" inputMode="email" />
        </FormField>
        <FormField label="Bcc" errorText={errors.bcc}>
          <Input value={bcc} onChange={({ detail }) => setBcc(detail.value)} type="email" inputMode="email" />
        </FormField>
        <FormField label="Subject" errorText={errors.subject}>
          <Input value={subject} onChange={({ detail }) => setSubject(detail.value)} />
        </FormField>
        <FormField label="Message">
          <Textarea value={body} onChange={({ detail }) => setBody(detail.value)} rows={8} />
        </FormField>
        <div className="kobo-email-card" aria-label={`${target.Noun} amount`}>
          <span className="kobo-email-card-title">{target.card.title}</span>
          <span className="kobo-email-card-label">{target.card.label}</span>
          <strong className="kobo-email-card-amount">{target.card.amount}</strong>
        </div>
        <Checkbox checked={attachPdf} onChange={({ detail }) => setAttachPdf(detail.checked)}>
          {target.attachLabel}
        </Checkbox>
      </SpaceBetween>
    </Modal>
  );
}
