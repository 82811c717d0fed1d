import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { company, organization } from '../../contract/services/organisation/company';
import { operationOf, resourceQueryKey, useAdmin, useDiscardLabels, useLocale, useNotify, useResourceWrite } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { errorText, useViewT, type Row } from '../../resource';
import { Button, Checkbox, Dialog, FormField, Input, ProgressBar, SegmentedControl } from '../../ui';
import { dataOf } from './load';
import { organisationMessages } from './messages';

/**
 * @example
 * <DataScopeDialog row={{ id: 2, name: '万科物业' }} onClose={close} onSaved={reload} />
 */
export interface DataScopeDialogProps {
  /** The company (a row of organisation.company). */
  row: Row;
  onClose: () => void;
  onSaved?: () => void;
}

const readOp = company.operations.find((o) => o.name === 'getDataScopeConfig')!;
const saveOp = company.operations.find((o) => o.name === 'dataScopeConfig')!;
const projectsOp = operationOf(organization, 'select', 'getselectlist')!;
const SCOPES = company.fields.dataScope!.values!;

/**
 * The data scope of one company as a form: all data, the company's own, or chosen projects (check
 * boxes with a search), read from GET dataScopeConfig/{id} and saved as JSON; a refusal keeps the
 * choice and shows the server's message.
 * @example
 * <DataScopeDialog row={{ id: 2, name: '万科物业' }} onClose={close} />
 */
export function DataScopeDialog({ row, onClose, onSaved }: DataScopeDialogProps) {
  const t = useViewT(organisationMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { api } = useAdmin();
  const discardLabels = useDiscardLabels();
  const write = useResourceWrite(company);
  const name = String(row.name ?? row.id);
  const stored = useQuery({
    key: [...resourceQueryKey(company.key), 'dataScope', row.id],
    fn: (signal) => dataOf<{ dataScope?: string; orgIds?: unknown[] }>(api, readOp, { id: row.id }, signal),
  });
  const projects = useQuery({
    key: [...resourceQueryKey(organization.key), 'select'],
    fn: (signal) => dataOf<{ value: number; label: string }[]>(api, projectsOp, {}, signal),
  });
  const [scope, setScope] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!stored.data || scope !== null) return;
    setScope(String(stored.data.dataScope ?? 'company'));
    setPicked(new Set((stored.data.orgIds ?? []).map(String)));
  }, [stored.data, scope]);
  const shown = useMemo(() => (projects.data ?? []).filter((p) => !query.trim() || p.label.includes(query.trim())), [projects.data, query]);
  const initial = stored.data ? `${stored.data.dataScope}|${(stored.data.orgIds ?? []).map(String).sort().join(',')}` : '';
  const dirty = scope !== null && `${scope}|${[...(picked ?? [])].sort().join(',')}` !== initial;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!scope || saving) return;
    const ids = [...(picked ?? [])];
    if (scope === 'custom' && !ids.length) { setError(t('org.pickProjects')); return; }
    setSaving(true);
    setError(null);
    try {
      await write.run(saveOp, { id: row.id, dataScope: scope, orgIds: scope === 'custom' ? ids.join(',') : '' });
      notify.success(t('org.scopeSaved', { name }));
      onSaved?.();
      onClose();
    } catch (err) {
      setError(errorText(err, ''));
    } finally {
      setSaving(false);
    }
  };
  const formId = `sc-data-scope-${String(row.id)}`;
  const ready = scope !== null && picked !== null;
  return (
    <Dialog
      open onClose={() => { if (!saving) onClose(); }} width={640} closeLabel={t('resource.close')} dirty={dirty && !saving} discardLabels={discardLabels}
      title={t('org.dataScopeTitle', { name })}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose} disabled={saving}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving} disabled={!ready}>{t('common.save')}</Button>
        </>
      )}
    >
      {stored.error ? <p role="alert">{errorText(stored.error, '')}</p> : null}
      {!ready && !stored.error ? <ProgressBar value={null} label={t('common.loading')} /> : null}
      {ready ? (
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <FormField label={t('org.scopeKind')} required>
            <SegmentedControl
              aria-label={t('org.scopeKind')} value={scope} onChange={(v) => { setScope(v); setError(null); }}
              options={SCOPES.map((v) => ({ value: String(v.value), label: v.label[locale] }))}
            />
          </FormField>
          {scope === 'custom' ? (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 6 }}>{t('org.projects')}（{t('org.projectCount', { count: picked.size })}）</legend>
              <Input type="search" aria-label={t('org.projects')} value={query} onChange={(e) => setQuery(e.target.value)} />
              <div style={{ maxHeight: 240, overflow: 'auto', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 4, marginTop: 8 }}>
                {shown.map((p) => (
                  <Checkbox
                    key={p.value} label={p.label} checked={picked.has(String(p.value))}
                    onChange={(on) => {
                      setError(null);
                      setPicked((s) => { const n = new Set(s); if (on) n.add(String(p.value)); else n.delete(String(p.value)); return n; });
                    }}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
          {error ? <p role="alert" style={{ color: '#B23B3B', margin: '8px 0 0' }}>{error}</p> : null}
        </form>
      ) : null}
    </Dialog>
  );
}
