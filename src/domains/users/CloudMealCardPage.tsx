import { Suspense, useState } from 'react';
import { cloudCardConfig, cloudCardPayment } from '../../contract/services/organisation/welfare';
import { formFields, operationOf, useCan, useLocale } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { usersMessages } from './messages';

const ResourceFormDialog = lazyNamed(() => import('../../resource/ResourceFormDialog'), 'ResourceFormDialog');

/**
 * 云餐卡: the cloud meal-card payments (cloud_card/payment/list, by card number and project) and
 * the project's cloud card settings, added from the toolbar (cloud_card/config, JSON).
 * @example
 * <CloudMealCardPage />
 */
export function CloudMealCardPage({ toolbar, ...props }: ResourcePageOfProps) {
  const t = useViewT(usersMessages);
  const locale = useLocale();
  const may = useCan();
  const [adding, setAdding] = useState(false);
  const add = operationOf(cloudCardConfig, 'add');
  return (
    <ResourcePage
      resource={cloudCardPayment} title="route.cloudMealCard"
      toolbar={(
        <>
          {add && may([add.permission ?? cloudCardConfig.permission]) ? <Button onClick={() => setAdding(true)}>{t('users.addCloudCard')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      <Suspense fallback={null}>
        {adding && add ? (
          <ResourceFormDialog resource={cloudCardConfig} fields={formFields(cloudCardConfig)} operation={add} row={null} title={cloudCardConfig.title[locale]} onClose={() => setAdding(false)} />
        ) : null}
      </Suspense>
    </ResourcePage>
  );
}
