import type { CSSProperties, ReactNode } from 'react';
import { sides, type SpaceSides } from './spacing';
import './base.css';
import './box.css';

export interface BoxProps {
  variant?: 'div' | 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'small' | 'strong' | 'code' | 'pre' | 'samp' | 'awsui-key-label';
  tagOverride?: string;
  color?: 'inherit' | 'text-label' | 'text-body-secondary' | 'text-status-error' | 'text-status-success' | 'text-status-info' | 'text-status-inactive' | 'text-status-warning';
  fontSize?: 'body-s' | 'body-m' | 'heading-s' | 'heading-m' | 'heading-l' | 'display-l';
  fontWeight?: 'light' | 'normal' | 'bold';
  float?: 'left' | 'right';
  textAlign?: 'left' | 'center' | 'right';
  display?: 'block' | 'inline' | 'inline-block' | 'none';
  margin?: SpaceSides;
  padding?: SpaceSides;
  id?: string;
  children?: ReactNode;
}

const TAGS: Record<string, string> = { 'awsui-key-label': 'div' };

/** Cloudscape's Box: text in a variant's element and size, with Cloudscape's spacing and colours. */
export default function Box({ variant = 'div', tagOverride, color, fontSize, fontWeight, float, textAlign, display, margin, padding, id, children }: BoxProps) {
  const Tag = (tagOverride ?? TAGS[variant] ?? variant) as 'div';
  const style: CSSProperties = { margin: sides(margin), padding: sides(padding), textAlign, display };
  const classes = ['kobo-root', 'kobo-box', `kobo-box--${variant}`];
  if (color) classes.push(`kobo-box--color-${color}`);
  if (fontSize) classes.push(`kobo-box--font-size-${fontSize}`);
  if (fontWeight) classes.push(`kobo-box--font-weight-${fontWeight}`);
  if (float) classes.push(`kobo-box--float-${float}`);
  return (
    <Tag id={id} className={classes.join(' ')} style={style}>
      {children}
    </Tag>
  );
}
