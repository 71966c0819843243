import type { ReactNode } from 'react';
import './base.css';
import './container.css';

export interface ContainerProps {
  header?: ReactNode;
  footer?: ReactNode;
  variant?: 'default' | 'stacked';
  disableContentPaddings?: boolean;
  disableHeaderPaddings?: boolean;
  fitHeight?: boolean;
  id?: string;
  children?: ReactNode;
}

/** Cloudscape's Container: a card with an optional header and footer. */
export default function Container({ header, footer, variant = 'default', disableContentPaddings, disableHeaderPaddings, fitHeight, id, children }: ContainerProps) {
  const content = ['kobo-container-content', header ? 'kobo-container-content--after-header' : '', disableContentPaddings ? 'kobo-container-content--flush' : ''].filter(Boolean).join(' ');
  return (
    <div id={id} className={`kobo-root kobo-container kobo-container--${variant}${fitHeight ? ' kobo-container--fit-height' : ''}`}>
      {header && <div className={`kobo-container-header${disableHeaderPaddings ? ' kobo-container-header--flush' : ''}`}>{header}</div>}
      <div className={content}>{children}</div>
      {footer && <div className="kobo-container-footer">{footer}</div>}
    </div>
  );
}
