import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <EmptyState title="暂无数据" description="还没有住户，点击新增添加第一位住户" action={<Button variant="primary">新增</Button>} />
 */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a '新增' button. */
  action?: ReactNode;
  icon?: IconName;
  className?: string;
}

const stateSheet = defineSheet('state', `
.sca-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: ${cssVar.spaceSm};
  padding: 40px ${cssVar.spaceLg}; text-align: center; color: ${cssVar.textSecondary}; font-size: ${cssVar.fontSize};
}
.sca-state > svg { color: #C0C4CC; margin-bottom: ${cssVar.spaceXs}; }
.sca-state > h3 { margin: 0; font-size: ${cssVar.fontSizeLarge}; font-weight: 500; color: ${cssVar.text}; }
.sca-state > p { margin: 0; max-width: 420px; line-height: 1.6; overflow-wrap: anywhere; }
.sca-state > :last-child:not(h3):not(p):not(svg) { margin-top: ${cssVar.spaceSm}; }
`);
const SHEETS = [stateSheet];

/**
 * The centred box of an empty, failed or missing state: an icon, a heading, a text, an action.
 * @example
 * <StateBox role="alert"><Icon name="error" size={48} /><h3>加载失败</h3></StateBox>
 */
export function StateBox({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <div className={classes('sca-state', className)} {...rest} />
    </>
  );
}

/**
 * What a list or page shows when there is nothing yet.
 * @example
 * <EmptyState title="暂无数据" description="还没有住户，点击新增添加第一位住户" action={<Button variant="primary">新增</Button>} />
 */
export function EmptyState({ title, description, action, icon = 'search', className }: EmptyStateProps) {
  return (
    <StateBox className={className}>
      <Icon name={icon} size={48} />
      <h3>{title}</h3>
      {description ? <p>{description}</p> : null}
      {action}
    </StateBox>
  );
}
