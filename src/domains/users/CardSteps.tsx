import { v2User } from '../../contract/services/organisation/people';
import { useLocale } from '../../core';
import { FieldValue, useViewT } from '../../resource';
import { usersMessages } from './messages';

/** The call that moves a card on from each state, in the order an operator follows them. */
const NEXT_STEP: Readonly<Record<string, readonly string[]>> = {
  unbound: ['generateCardNo', 'bindCard'],
  generated: ['activeCardNo', 'bindCard'],
  active: [],
  lost: ['cancelLoss'],
};

/**
 * A card's place in its lifecycle (生成卡号 → 激活 → 绑卡; 挂失 ↔ 解挂; 解绑 back to the start):
 * the state's tag and what the operator does next, named as the row's button is.
 * @example
 * <CardSteps status="generated" /> // 待激活 · 下一步：激活 / 绑卡
 */
export function CardSteps({ status }: { status: unknown }) {
  const t = useViewT(usersMessages);
  const locale = useLocale();
  const field = v2User.fields.cardStatus!;
  const next = (NEXT_STEP[String(status ?? 'unbound')] ?? [])
    .map((name) => v2User.operations.find((o) => o.name === name)?.label?.[locale])
    .filter((l): l is string => Boolean(l));
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <FieldValue field={field} value={status ?? 'unbound'} />
      <small style={{ color: 'var(--sc-text-secondary, #606266)' }}>
        {next.length ? t('cards.next', { action: next.join(' / ') }) : status === 'active' ? t('cards.done') : ''}
      </small>
    </span>
  );
}
