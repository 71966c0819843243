import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import Icon from './icon';
import './modal.css';

export interface ModalProps {
  visible: boolean;
  /** reason: 'closeButton' (the X), 'overlay' (a click outside the box) or 'keyboard' (Escape). The caller hides the modal. */
  onDismiss?: (event: { detail: { reason: 'closeButton' | 'overlay' | 'keyboard' } }) => void;
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  size?: 'small' | 'medium' | 'large' | 'x-large' | 'xx-large' | 'max';
  /** The close button's name (Cloudscape's default: 'Close modal'). */
  closeAriaLabel?: string;
  disableContentPaddings?: boolean;
}

/**
 * Cloudscape's Modal as a native <dialog> opened with showModal(): the browser makes
 * the rest of the page inert, keeps the focus inside and gives the focus back when it
 * closes. Escape, the close button and a click on the backdrop ask the caller to
 * dismiss it (onDismiss); the caller's `visible` opens and closes it. The content
 * scrolls inside the box, with the header and footer in view. Like Cloudscape's, it
 * is put at the end of the body: inside a caller's form, its buttons would submit it.
 */
export default function Modal({ visible, onDismiss, header, footer, children, size = 'medium', closeAriaLabel = 'Close modal', disableContentPaddings }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const shown = useRef(visible);
  const id = useId();
  // Set once mounted: the server and the first render have no body to put the dialog in.
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  useEffect(() => {
    shown.current = visible;
  }, [visible]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (visible && !el.open) {
      el.showModal();
      document.documentElement.classList.add('kobo-modal-open');
    } else if (!visible && el.open) el.close();
    if (!visible) return;
    return () => {
      if (el.open) el.close();
      if (!document.querySelector('dialog.kobo-modal[open]')) document.documentElement.classList.remove('kobo-modal-open');
    };
  }, [visible, host]);

  const dismiss = (reason: 'closeButton' | 'overlay' | 'keyboard') => onDismiss?.({ detail: { reason } });
  const onCancel = (event: SyntheticEvent) => {
    // Escape: the caller decides (it may keep the modal open while a request runs).
    event.preventDefault();
    dismiss('keyboard');
  };
  // The browser closes a dialog itself on a second Escape it was refused: ask the caller, and open it again if it stays.
  const onClose = () => {
    if (!shown.current) return;
    dismiss('keyboard');
    requestAnimationFrame(() => {
      if (shown.current && dialog.current && !dialog.current.open) dialog.current.showModal();
    });
  };
  const onMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === dialog.current;
  };
  const onClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === dialog.current) dismiss('overlay');
    pressedOnBackdrop.current = false;
  };

  if (!host) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={`kobo-modal kobo-modal--${size}`}
      aria-labelledby={header ? `${id}-header` : undefined}
      onCancel={onCancel}
      onClose={onClose}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {visible && (
        <div className="kobo-modal-box">
          <div className="kobo-modal-header">
            <h2 id={`${id}-header`} className="kobo-modal-title">
              {header}
            </h2>
            <button type="button" className="kobo-modal-close" aria-label={closeAriaLabel} onClick={() => dismiss('closeButton')}>
              <Icon name="close" />
            </button>
          </div>
          <div className={disableContentPaddings ? 'kobo-modal-content kobo-modal-content--flush' : 'kobo-modal-content'}>{children}</div>
          {footer && <div className="kobo-modal-footer">{footer}</div>}
        </div>
      )}
    </dialog>,
    host,
  );
}
