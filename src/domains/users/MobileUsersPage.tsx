import { v2User } from '../../contract/services/organisation/people';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { CardSteps } from './CardSteps';
import { usersMessages } from './messages';

/** Row buttons of the card lifecycle, as the operator reads them: numbered in the order they follow. */
const CARD_ACTION_LABELS = {
  generateCardNo: 'cards.step.generate',
  activeCardNo: 'cards.step.activate',
  bindCard: 'cards.step.bind',
} as const;

/**
 * 移动端用户: organisation users by personnel type, card number and status; the card lifecycle as
 * distinct steps (① 生成卡号, ② 激活, ③ 绑卡 with the card number; 挂失, 解挂, 解绑), each offered only
 * from the states it applies to, with the next step shown beside the card state; enable/disable,
 * export, and removing the user from the project.
 * @example
 * <MobileUsersPage />
 */
export function MobileUsersPage({ renderCell, actionLabels, ...props }: ResourcePageOfProps) {
  useViewT(usersMessages);
  return (
    <ResourcePage
      resource={v2User} title="route.mobileUser"
      actionLabels={{ ...CARD_ACTION_LABELS, ...actionLabels }}
      renderCell={(field, row) => (field === 'cardStatus' ? <CardSteps status={row.cardStatus} /> : renderCell?.(field, row))}
      {...props}
    />
  );
}
