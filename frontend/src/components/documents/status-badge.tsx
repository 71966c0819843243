import Badge, { type BadgeProps } from '../ui/badge';

export type BadgeLook = Pick<BadgeProps, 'color' | 'style'>;

/** A document's status as a badge in upper case ('partially_paid' → 'PARTIALLY PAID'), in its kind's colours. */
export function StatusBadge<S extends string>({ status, looks }: { status: S; looks: Record<S, BadgeLook> }) {
  return <Badge {...looks[status]}>{status.replace(/_/g, ' ').toUpperCase()}</Badge>;
}
