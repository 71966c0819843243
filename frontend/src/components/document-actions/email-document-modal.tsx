import { useQueryClient } from '@tanstack/react-query';
import { emailDocument, makeShareLink } from '../../api/documents';
import { useNotify } from '../../app/notifications';
import { useMe } from '../../auth/session';
import { formatDay } from '../format-date';
import { DOCUMENT_QUERY_KEY, KIND_WORDS, type DocumentRef } from './document-ref';
import { defaultBody, defaultSubject } from './email-defaults';
import { EmailModal } from './email-modal';

/** The Email overlay for a document of any kind: it sends the document, and a draft quote or invoice becomes sent. */
export function EmailDocumentModal({ doc, onDismiss }: { doc: DocumentRef; onDismiss: () => void }) {
  const companyName = useMe().data?.company?.name ?? 'us';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const words = KIND_WORDS[doc.kind];
  return (
    <EmailModal
      onDismiss={onDismiss}
      target={{
        Noun: words.Noun,
        customerId: doc.customerId,
        recipients: doc.recipients,
        subject: defaultSubject(doc, companyName),
        body: defaultBody(doc, companyName),
        card: { title: `${words.Noun} ${doc.number} · ${formatDay(doc.date)}`, label: doc.amountLabel, amount: doc.amount },
        attachLabel: words.pdf,
        portalLine: async () => {
          const { link } = await makeShareLink(doc.kind, doc.id);
          return `View ${doc.kind === 'quote' ? 'and respond to ' : ''}it online: ${window.location.origin}${link.path}`;
        },
        send: (mail) => emailDocument(doc.kind, doc.id, mail),
        onSent: () => {
          void queryClient.invalidateQueries({ queryKey: [DOCUMENT_QUERY_KEY[doc.kind], doc.id] });
          void queryClient.invalidateQueries({ queryKey: [`${DOCUMENT_QUERY_KEY[doc.kind]}s`] });
          notify('success', doc.kind === 'quote' ? 'Email sent successfully and quote marked as sent!' : 'Email sent successfully');
        },
      }}
    />
  );
}
