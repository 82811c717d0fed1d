import { f, t as text } from '../../contract/dsl';
import { sysModule } from '../../contract/services/platform';
import { operationOf } from '../../core/resource';
import { OperationForm, ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { platformMessages } from './messages';

const basepaths = operationOf(sysModule, 'action', 'basepaths')!;
const notperm = operationOf(sysModule, 'action', 'notperm_apis')!;
const moduleField = [['id', f.ref(text('模块', 'Module', 'Módulo'), 'platform.module', { required: true })]] as const;

interface Uncovered { method: string | null; path: string; operationId?: string; reason: 'public' | 'anyUser' | 'unknown' }

/**
 * 模块管理: modules with 启用/停用, their API base paths, and the APIs of a module that no
 * permission guards (public calls, calls open to any signed-in user, paths the catalogue lacks).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ModulesPage /></AdminProvider>
 */
export function ModulesPage({ children, ...props }: ResourcePageOfProps) {
  const t = useViewT(platformMessages);
  const reason = (r: Uncovered['reason']) => t(r === 'public' ? 'platform.apiPublic' : r === 'anyUser' ? 'platform.apiAnyUser' : 'platform.apiUnknown');
  return (
    <ResourcePage resource={sysModule} {...props}>
      <OperationForm<Uncovered[]> resource={sysModule} operation={notperm} fields={moduleField} title={t('platform.uncoveredApis')} submitLabel={t('platform.query')}>
        {(rows) => (rows.length ? (
          <ul aria-label={t('platform.uncoveredApis')}>
            {rows.map((r) => <li key={`${r.method}-${r.path}`}><code>{r.method ?? '*'} {r.path}</code> — {reason(r.reason)}</li>)}
          </ul>
        ) : <p role="status">{t('platform.allCovered')}</p>)}
      </OperationForm>
      <OperationForm<string[]> resource={sysModule} operation={basepaths} fields={[]} title={t('platform.basePaths')} submitLabel={t('platform.query')}>
        {(paths) => <ul aria-label={t('platform.basePaths')}>{paths.map((p) => <li key={p}><code>{p}</code></li>)}</ul>}
      </OperationForm>
      {children}
    </ResourcePage>
  );
}
