import { describe, expect, it } from 'vitest';
import { catalogue } from '../contract';
import { serviceinfo } from '../contract/services/common';
import { meal } from '../contract/services/ordermeal/catalog';
import { household } from '../contract/services/organisation/household';
import { virtAccount } from '../contract/services/organisation/enterprise';
import { operationsOf } from '../core';
import { editFields, importTemplate, primaryExport } from './pageParts';

describe('resource page parts', () => {
  it('exports the rows, never the import template, with 导出', () => {
    expect(primaryExport(virtAccount)?.name).toBe('exportVirtAccount');
    expect(primaryExport(household)?.name).toBe('exportHouseholdRoom');
    expect(importTemplate(virtAccount)?.name).toBe('exportVirtAccountModel');
    expect(importTemplate(household)?.name).toBe('downloadTemplate');
  });

  it('offers a template with every import a resource page shows', () => {
    const missing = catalogue.flatMap((s) => s.resources)
      .filter((r) => operationsOf(r, 'import').length && !importTemplate(r)).map((r) => r.key);
    expect(missing).toEqual([]);
    expect(importTemplate(meal)?.path).toBe('/ordermeal/web/meal/downloadTemplate');
  });

  it('edits only what an update call declares, else every writable field', () => {
    const updateService = serviceinfo.operations.find((o) => o.name === 'updateService')!;
    expect(editFields(serviceinfo, updateService).map(([n]) => n)).toEqual(['url', 'icon', 'sort', 'status']);
    expect(editFields(serviceinfo, serviceinfo.operations.find((o) => o.name === 'update')!).map(([n]) => n))
      .toEqual(['name', 'code', 'type', 'url', 'icon', 'sort', 'description', 'status']);
  });
});
