import type { ReactNode } from 'react';
import './badge.css';

export interface BadgeProps {
  color?: 'grey' | 'blue' | 'green' | 'red' | 'severity-critical' | 'severity-high' | 'severity-medium' | 'severity-low' | 'severity-neutral';
  /** Cloudscape's style API: the root's own colours. */
  style?: {
    root?: { background?: string; borderColor?: string; borderRadius?: string; borderWidth?: string; color?: string; paddingBlock?: string; paddingInline?: string };
  };
  children?: ReactNode;
}

/** Cloudscape's Badge: a small coloured label. */
export default function Badge({ color = 'grey', style, children }: BadgeProps) {
  return (
    <span className={`kobo-badge kobo-badge--${color}`} style={style?.root}>
      {children}
    </span>
  );
}
