import { Children, isValidElement, type ReactNode } from 'react';
import { SPACE, type SpaceLevel } from './spacing';
import './space-between.css';

export interface SpaceBetweenProps {
  size: SpaceLevel;
  direction?: 'vertical' | 'horizontal';
  alignItems?: 'center' | 'start' | 'end';
  children?: ReactNode;
}

/** Cloudscape's SpaceBetween: each child in its own box, the boxes `size` apart; empty children take no space. */
export default function SpaceBetween({ size, direction = 'vertical', alignItems, children }: SpaceBetweenProps) {
  const items = Children.toArray(children);
  return (
    <div className={`kobo-space-between kobo-space-between--${direction}`} style={{ gap: SPACE[size], alignItems: alignItems && (alignItems === 'center' ? 'center' : `flex-${alignItems}`) }}>
      {items.map((child, i) => (
        <div key={isValidElement(child) && child.key !== null ? child.key : i} className="kobo-space-between-child">
          {child}
        </div>
      ))}
    </div>
  );
}
