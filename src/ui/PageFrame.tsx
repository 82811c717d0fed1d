import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <PageFrame title="数据字典" className="partner-dictionary"><MasterDetail ... /></PageFrame>
 */
export interface PageFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading, in words (a route title already resolved, never a message key). */
  title: ReactNode;
  /** Id of the heading (the section is labelled by it); one is made when left out. */
  titleId?: string;
  /** Beside the heading, e.g. a refresh toggle. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame every console page sits in: the card with its margin from the sidebar and the tab
 * strip, and the heading at one size. The resource page draws the same classes from this sheet.
 */
export const pageFrameSheet = defineSheet('page-frame', `
.sca-resource-page { margin: ${cssVar.spaceLg}; padding: ${cssVar.spaceLg} 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text}; }
.sca-resource-page h1 { margin: 0 0 ${cssVar.spaceLg}; font-size: 18px; font-weight: 500; }
.sca-page-frame-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${cssVar.spaceSm}; margin: 0 0 ${cssVar.spaceLg}; }
.sca-page-frame-head > h1 { margin: 0; }
`);
const SHEETS = [pageFrameSheet];

/**
 * One page's frame and heading: what the resource page, the report page and every hand-made
 * page of a domain render, so all pages of the console look like one product.
 * @example
 * <PageFrame title={title} actions={<Button onClick={refresh}>刷新</Button>}>
 *   <Table ... />
 * </PageFrame>
 */
export function PageFrame({ title, titleId, actions, className, children, ...rest }: PageFrameProps) {
  const made = useId();
  const id = titleId ?? `sca-page-${made.replace(/:/g, '')}`;
  const heading = <h1 className="sca-page-title" id={id}>{title}</h1>;
  return (
    <section {...rest} className={classes('sca-page sca-resource-page', className)} aria-labelledby={id}>
      <SheetStyle sheets={SHEETS} />
      {actions ? <div className="sca-page-frame-head">{heading}<div>{actions}</div></div> : heading}
      {children}
    </section>
  );
}
