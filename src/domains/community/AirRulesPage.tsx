import { useState } from 'react';
import { rule } from '../../contract/services/airconditioning';
import { useAirRuleLookup, useRefOptions } from '../../core';
import { ResourcePage, errorText, useViewT, type ResourcePageOfProps } from '../../resource';
import { Button, FormField, Select, type SelectOption } from '../../ui';
import { communityMessages } from './messages';

/**
 * @example
 * <AirRulesPage superServiceBase="/ss" />
 */
export interface AirRulesPageProps extends ResourcePageOfProps {
  /** Base prefix of the super-service rule path (001 section 6; default none). */
  superServiceBase?: string;
}

type Found = { kind: 'rule'; text: string } | { kind: 'none' } | { kind: 'error'; text: string } | null;

/**
 * 按项目查询规则: the rule a project applies, asked the way 001 section 6 says — a user holding
 * pc:airovertime:room asks the property service (/jichuwuye/air/getRuleByOrgId), anyone else the
 * super service; the `roles` value picks the path and is not sent.
 */
function RuleOfProject({ superServiceBase }: { superServiceBase: string }) {
  const t = useViewT(communityMessages);
  const lookUpRule = useAirRuleLookup(superServiceBase);
  const projects = useRefOptions('organisation.organization');
  const [org, setOrg] = useState<SelectOption | null>(null);
  const [found, setFound] = useState<Found>(null);
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    if (!org) return;
    setBusy(true);
    try {
      const env = await lookUpRule(org.value);
      const r = env.data;
      setFound(r ? { kind: 'rule', text: t('community.ruleFound', { name: String(r.name ?? ''), price: String(r.pricePerHour ?? ''), start: String(r.normalStart ?? ''), end: String(r.normalEnd ?? '') }) } : { kind: 'none' });
    } catch (e) {
      // 404: the project has no rule; anything else is said as the server said it.
      const code = (e as { code?: unknown }).code;
      setFound(code === 404 ? { kind: 'none' } : { kind: 'error', text: errorText(e, t('common.unknownError')) });
    } finally {
      setBusy(false);
    }
  };
  const options = (projects.options ?? []).map((o) => ({ value: String(o.value), label: String(o.label) }));
  return (
    <section aria-label={t('community.ruleOfProject')} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap', marginBottom: 8 }}>
      <div style={{ width: 260 }}>
        <FormField label={t('community.ruleOfProject')}>
          <Select value={org} options={options} placeholder={t('community.project')} onChange={(_, o) => { setOrg(o); setFound(null); }} />
        </FormField>
      </div>
      <Button style={{ marginTop: 26 }} disabled={!org} loading={busy} onClick={() => void lookUp()}>{t('community.lookUp')}</Button>
      <p role="status" style={{ marginTop: 32, marginBottom: 0 }}>
        {found?.kind === 'rule' ? found.text : found?.kind === 'none' ? t('community.noRule') : found?.kind === 'error' ? found.text : ''}
      </p>
    </section>
  );
}

/**
 * 加时收费规则: overtime pricing rules per project (price per hour, billing unit, minimum hours,
 * normal hours) with add, edit and delete, and the rule of one project looked up by the
 * role-dependent path of 001 section 6.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><AirRulesPage /></AdminProvider>
 */
export function AirRulesPage({ superServiceBase = '', children, ...props }: AirRulesPageProps) {
  return (
    <ResourcePage resource={rule} title="route.overtimeRule" messages={communityMessages} {...props}>
      <RuleOfProject superServiceBase={superServiceBase} />
      {children}
    </ResourcePage>
  );
}
