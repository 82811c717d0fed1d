import type { Key, ReactNode } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { ItemProps, ListProps } from 'react-virtuoso';
import { cssVar } from './theme';

/**
 * @example
 * <VirtualList label="操作日志" height={480} items={logs} itemKey={(l) => l.id}
 *   renderItem={(log) => <LogRow log={log} />} onEndReached={fetchNextPage} />
 */
export interface VirtualListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key per item (default: the index). */
  itemKey?: (item: T, index: number) => Key;
  /** Height of the scrolling box (px or CSS length). */
  height: number | string;
  /** Accessible name of the list. */
  label: string;
  /** Called near the bottom: load the next page. */
  onEndReached?: () => void;
  className?: string;
}

// role=list/listitem restore the list semantics the virtualised divs lose; aria-setsize/posinset
// tell screen readers the full length although only the visible rows exist in the DOM.
const List = ({ ref, ...props }: ListProps) => <div ref={ref} role="list" {...props} />;
interface Ctx { total: number }
function Item({ children, style, context, ...data }: ItemProps<unknown> & { context: Ctx }) {
  return (
    <div role="listitem" style={style} aria-setsize={context.total} aria-posinset={data['data-index'] + 1} {...data}>{children}</div>
  );
}

/**
 * A long list that renders only the rows in view (react-virtuoso), with variable row heights.
 * The scroller is focusable so keyboard users can scroll it.
 * @example
 * <VirtualList label="操作日志" height={480} items={logs} itemKey={(l) => l.id}
 *   renderItem={(log) => <LogRow log={log} />} onEndReached={fetchNextPage} />
 */
export function VirtualList<T>({ items, renderItem, itemKey, height, label, onEndReached, className }: VirtualListProps<T>) {
  return (
    <Virtuoso<T, Ctx>
      data={items as T[]}
      context={{ total: items.length }}
      itemContent={(index, item) => renderItem(item, index)}
      computeItemKey={itemKey ? (index, item) => itemKey(item, index) : undefined}
      endReached={onEndReached ? () => onEndReached() : undefined}
      components={{ List, Item }}
      style={{ height, border: `1px solid ${cssVar.border}`, borderRadius: cssVar.radius }}
      tabIndex={0}
      aria-label={label}
      className={className}
    />
  );
}
