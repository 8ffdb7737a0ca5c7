import type { HTMLAttributes, ReactNode } from 'react';
import { badgeCount } from '@spotter/domain';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

interface BadgeBaseProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'aria-label'> {
  tone?: BadgeTone;
  /**
   * What screen readers hear instead of the visible text, e.g. "5 unread messages" for a "5" badge.
   * Give it whenever the number or word alone does not explain itself.
   */
  label?: string;
}

export interface CountBadgeProps extends BadgeBaseProps {
  /** The number to show. 0 or less renders nothing. */
  count: number;
  /** Counts above this show as "cap+" (default 99 → "99+"). */
  cap?: number;
  children?: never;
}

export interface StatusBadgeProps extends BadgeBaseProps {
  /** The text, e.g. "Verified". */
  children: ReactNode;
  count?: never;
  cap?: never;
}

export type BadgeProps = CountBadgeProps | StatusBadgeProps;

/**
 * A small pill. With `count` it is a solid number badge (danger by default) that caps at "99+"
 * and disappears at 0; with `children` it is a soft text/status badge (neutral by default).
 */
export function Badge(props: BadgeProps) {
  if (props.count !== undefined) {
    const { count, cap, tone = 'danger', label, className, ...rest } = props;
    const text = badgeCount(count, cap);
    if (!text) return null;
    return (
      <Pill {...rest} kind="count" tone={tone} label={label} className={className} data-count={count}>
        {text}
      </Pill>
    );
  }
  const { children, tone = 'neutral', label, className, ...rest } = props;
  return (
    <Pill {...rest} kind="status" tone={tone} label={label} className={className}>
      {children}
    </Pill>
  );
}

interface PillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  kind: 'count' | 'status';
  tone: BadgeTone;
  label: string | undefined;
  children: ReactNode;
  'data-count'?: number;
}

function Pill({ kind, tone, label, className, children, ...rest }: PillProps) {
  return (
    <span {...rest} data-tone={tone} className={cx(badge({ kind, tone }), className)}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
