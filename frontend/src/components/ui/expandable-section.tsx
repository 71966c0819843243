import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import Icon from './icon';
import Header from './header';
import './base.css';
import './expandable-section.css';

export interface ExpandableSectionProps {
  variant?: 'default' | 'container';
  headerText?: ReactNode;
  headerCounter?: string;
  headerDescription?: ReactNode;
  headerActions?: ReactNode;
  headingTagOverride?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
  defaultExpanded?: boolean;
  expanded?: boolean;
  onChange?: (event: { detail: { expanded: boolean } }) => void;
  children?: ReactNode;
}

/**
 * Cloudscape's ExpandableSection: a heading that opens and closes its content (a button
 * with aria-expanded), in a container or plain.
 */
export default function ExpandableSection({ variant = 'default', headerText, headerCounter, headerDescription, headerActions, headingTagOverride, defaultExpanded = false, expanded: controlled, onChange, children }: ExpandableSectionProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultExpanded);
  const expanded = controlled ?? own;
  const toggle = () => {
    setOwn(!expanded);
    onChange?.({ detail: { expanded: !expanded } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };
  const trigger = (
    <span role="button" tabIndex={0} className="kobo-expandable-trigger" aria-expanded={expanded} aria-controls={`${id}-content`} onClick={toggle} onKeyDown={onKeyDown}>
      <span className="kobo-expandable-caret">
        <Icon name="caret-down-filled" size={variant === 'container' ? 'medium' : 'normal'} />
      </span>
      <span id={`${id}-trigger`}>{headerText}</span>
    </span>
  );
  return (
    <div className={`kobo-root kobo-expandable kobo-expandable--${variant}${expanded ? '' : ' kobo-expandable--collapsed'}`}>
      <div className="kobo-expandable-header">
        {variant === 'container' ? (
          <Header variant="h2" headingTagOverride={headingTagOverride} counter={headerCounter} description={headerDescription} actions={headerActions}>
            {trigger}
          </Header>
        ) : (
          trigger
        )}
      </div>
      <div id={`${id}-content`} role="group" aria-labelledby={`${id}-trigger`} className="kobo-expandable-content" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
