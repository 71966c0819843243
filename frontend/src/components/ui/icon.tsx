import { ICON_MARKUP, type IconName } from './icons.generated';
import './icon.css';

export type { IconName };

export interface IconProps {
  name: IconName;
  size?: 'small' | 'normal' | 'medium' | 'big';
  variant?: 'normal' | 'subtle' | 'disabled' | 'error' | 'success' | 'warning' | 'link' | 'inverted';
  /** Given: the icon is an image with this name; left out: decoration, hidden from assistive technology. */
  ariaLabel?: string;
}

/**
 * Cloudscape's Icon for the names in icons.generated.ts (`npm run ui-icons`): the same
 * drawings, sizes and stroke, in the text colour unless a variant says otherwise.
 */
export default function Icon({ name, size = 'normal', variant, ariaLabel }: IconProps) {
  return (
    <span className={`kobo-icon kobo-icon--${size}${variant ? ` kobo-icon--${variant}` : ''}`} role={ariaLabel ? 'img' : undefined} aria-label={ariaLabel}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ICON_MARKUP[name] }} />
    </span>
  );
}
