import { useEffect, useState, type ReactNode } from 'react';
import type { Action } from '../../../../shared/permissions';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { documentPdf, makeShareLink } from '../../api/documents';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useMe } from '../../auth/session';
import type { DetailAction } from '../record-detail-header';
import { EmailDocumentModal } from './email-document-modal';
import { ShareLinkModal, shareQueryKey, shareUrl, whatsAppUrl } from './share-link-modal';
import { KIND_WORDS, type DocumentRef } from './document-ref';
import { clearPrintFrame, openWhenReady, printPdf } from './print-pdf';

export interface DocumentActions {
  /** 'Send Email': a header button. */
  email: DetailAction;
  /** Preview, Download PDF, Print, Share link, Share via WhatsApp, Change Template: menu entries. */
  menu: DetailAction[];
  /** The open overlay, if any: render it beside the header. */
  dialogs: ReactNode;
}

/** The routes e-mailing and sharing a document of each kind call: a role without them does not see the entries. */
const NEEDS: Record<DocumentRef['kind'], { email: Action; share: Action }> = {
  quote: { email: 'emailQuote', share: 'shareQuote' },
  invoice: { email: 'emailInvoice', share: 'shareInvoice' },
  salesreceipt: { email: 'emailSalesReceipt', share: 'shareSalesReceipt' },
  payment: { email: 'emailPayment', share: 'sharePayment' },
};

/** PDF, print, e-mail and share for one document of any kind: the same entries on every detail page. */
export function useDocumentActions(doc: DocumentRef): DocumentActions {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useMe().data?.company?.name ?? '';
  const [open, setOpen] = useState<'email' | 'share' | null>(null);
  const words = KIND_WORDS[doc.kind];

  const fail = (what: string) => (error: unknown) => notify('error', what, errorMessage(error));
  const pdfUrl = async (download: boolean) => (await documentPdf(doc.kind, doc.id, download)).url;
  const preview = () => void openWhenReady(() => pdfUrl(false)).catch(fail('Failed to open the PDF'));
  // The print dialog for the PDF (on phones the PDF opens in its own tab to print from there): see printPdf.
  const print = () => void printPdf(() => pdfUrl(false)).catch(fail('Failed to print the PDF'));
  useEffect(() => clearPrintFrame, []);
  const download = () =>
    void pdfUrl(true)
      .then((url) => window.location.assign(url))
      .catch(fail('Failed to download the PDF'));
  const whatsApp = () =>
    void openWhenReady(async () => {
      const made = await queryClient.fetchQuery({ queryKey: shareQueryKey(doc), queryFn: () => makeShareLink(doc.kind, doc.id), staleTime: Infinity });
      return whatsAppUrl(doc, company, shareUrl(made.link.path));
    }).catch(fail('Failed to share via WhatsApp'));

  return {
    email: { id: 'email', text: 'Send Email', onClick: () => setOpen('email'), needs: NEEDS[doc.kind].email },
    menu: [
      { id: 'preview', text: 'Preview', onClick: preview },
      { id: 'pdf', text: 'Download PDF', onClick: download },
      { id: 'print', text: 'Print', onClick: print },
      { id: 'share', text: `Share ${words.Noun} Link`, onClick: () => setOpen('share'), needs: NEEDS[doc.kind].share },
      { id: 'whatsapp', text: 'Share via WhatsApp', onClick: whatsApp, needs: NEEDS[doc.kind].share },
      { id: 'template', text: 'Change Template', onClick: () => navigate('/dashboard/settings/pdf-template'), needs: 'savePdfTemplate' },
    ],
    dialogs:
      open === 'email' ? (
        <EmailDocumentModal doc={doc} onDismiss={() => setOpen(null)} />
      ) : open === 'share' ? (
        <ShareLinkModal doc={doc} company={company} onDismiss={() => setOpen(null)} />
      ) : null,
  };
}
