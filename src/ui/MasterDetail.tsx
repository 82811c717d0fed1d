import type { ReactNode } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <MasterDetail masterLabel="字典分组" detailLabel="字典项" master={<GroupList />} detail={group ? <Items group={group} /> : null} empty="请选择左侧的分组" />
 */
export interface MasterDetailProps {
  /** The chooser: a tree or a list of the parents (groups, companies, floors). */
  master: ReactNode;
  /** What belongs to the chosen parent; null shows `empty`. */
  detail: ReactNode | null;
  /** Accessible names of the two regions. */
  masterLabel: string;
  detailLabel: string;
  /** Said in the detail region while nothing is chosen. */
  empty?: ReactNode;
  /** Width of the master column (default 280px); under 768px the two stack. */
  masterWidth?: number | string;
  className?: string;
}

const sheet = defineSheet('master-detail', `
.sca-master-detail { display: grid; grid-template-columns: var(--sca-md-master, 280px) minmax(0, 1fr); gap: ${cssVar.spaceLg}; align-items: start; }
.sca-master-detail-master { min-width: 0; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; padding: ${cssVar.spaceSm}; background: ${cssVar.bg}; }
.sca-master-detail-detail { min-width: 0; }
.sca-master-detail-empty { padding: 48px ${cssVar.spaceLg}; text-align: center; color: ${cssVar.textSecondary}; border: 1px dashed ${cssVar.border}; border-radius: ${cssVar.radius}; }
@media (max-width: 767px) { .sca-master-detail { grid-template-columns: minmax(0, 1fr); } }
`);
const SHEETS = [sheet];

/**
 * Two regions side by side: a chooser of parents and the detail of the chosen one (a dictionary
 * group and its items, a company and its departments, a floor and its rooms). Stacks on phones.
 * @example
 * <MasterDetail masterLabel="公司" detailLabel="部门" master={<CompanyTree onPick={setCompany} />}
 *   detail={company ? <DepartmentList company={company} /> : null} empty="请选择公司" />
 */
export function MasterDetail({ master, detail, masterLabel, detailLabel, empty, masterWidth = 280, className }: MasterDetailProps) {
  const width = typeof masterWidth === 'number' ? `${masterWidth}px` : masterWidth;
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <div className={classes('sca-master-detail', className)} style={{ ['--sca-md-master' as string]: width }}>
        <section className="sca-master-detail-master" aria-label={masterLabel}>{master}</section>
        <section className="sca-master-detail-detail" aria-label={detailLabel}>
          {detail ?? <div className="sca-master-detail-empty">{empty}</div>}
        </section>
      </div>
    </>
  );
}
