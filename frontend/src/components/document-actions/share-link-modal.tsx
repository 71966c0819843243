import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '../ui/box';
import Button from '../ui/button';
import FormField from '../ui/form-field';
import Input from '../ui/input';
import Modal from '../ui/modal';
import SpaceBetween from '../ui/space-between';
import { makeShareLink, revokeShareLink } from '../../api/documents';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { formatDay } from '../format-date';
import { KIND_WORDS, type DocumentRef } from './document-ref';
import './document-actions.css';

export const shareUrl = (path: string) => `${window.location.origin}${path}`;

/** wa.me with a short message and the link (no number: WhatsApp asks whom to send it to). */
export function whatsAppUrl(doc: DocumentRef, company: string, url: string): string {
  const text = `${KIND_WORDS[doc.kind].Noun} ${doc.number} from ${company}: ${doc.amountLabel} ${doc.amount}. ${doc.kind === 'quote' ? 'View and accept it here' : 'View it here'}: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export const shareQueryKey = (doc: DocumentRef) => ['share-link', doc.kind, doc.id];

/** The share link of a document: made on opening, copied, opened, sent to WhatsApp, replaced or revoked. */
export function ShareLinkModal({ doc, company, onDismiss }: { doc: DocumentRef; company: string; onDismiss: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const words = KIND_WORDS[doc.kind];
  const link = useQuery({ queryKey: shareQueryKey(doc), queryFn: () => makeShareLink(doc.kind, doc.id), staleTime: Infinity });
  const [copied, setCopied] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => makeShareLink(doc.kind, doc.id, true),
    onSuccess: (made) => {
      queryClient.setQueryData(shareQueryKey(doc), made);
      notify('success', 'A new link was made; the old one no longer works');
    },
    onError: (error) => notify('error', 'Failed to make a new link', errorMessage(error)),
  });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(doc.kind, doc.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: shareQueryKey(doc) });
      notify('success', 'Link revoked', `The ${words.noun}'s link no longer works.`);
      onDismiss();
    },
    onError: (error) => notify('error', 'Failed to revoke the link', errorMessage(error)),
  });
  const url = link.data ? shareUrl(link.data.link.path) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify('error', 'Could not copy the link', 'Select it and copy it by hand.');
    }
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={onDismiss}
      header={`Share ${words.Noun} Link`}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            Done
          </Button>
        </Box>
      }
    >
      {link.isPending && <p>Making the link…</p>}
      {link.isError && <p role="alert">{errorMessage(link.error)}</p>}
      {link.data && (
        <SpaceBetween size="m">
          <p className="kobo-share-lead">
            Anyone with this link can see {words.noun} {doc.number}
            {doc.kind === 'quote' ? ', download its PDF and accept or decline it' : ' and download its PDF'}, without signing in.
            {link.data.link.viewedAt ? ` The customer first opened it on ${formatDay(link.data.link.viewedAt)}.` : ''}
          </p>
          <FormField label="Link" constraintText={copied ? 'Copied' : undefined}>
            <div className="kobo-share-row">
              <Input value={url} readOnly ariaLabel="Share link" onFocus={(e) => (e.target as unknown as HTMLInputElement | null)?.select?.()} />
              <Button onClick={() => void copy()} iconName="copy">
                Copy
              </Button>
            </div>
          </FormField>
          <div className="kobo-share-actions">
            <Button href={whatsAppUrl(doc, company, url)} target="_blank" iconName="external">
              Share via WhatsApp
            </Button>
            <Button href={url} target="_blank" iconName="external">
              Open
            </Button>
            <Button onClick={() => regenerate.mutate()} loading={regenerate.isPending}>
              New link
            </Button>
            <Button onClick={() => revoke.mutate()} loading={revoke.isPending}>
              Stop sharing
            </Button>
          </div>
        </SpaceBetween>
      )}
    </Modal>
  );
}
