/**
 * REFERENCE: a bare react-virtuoso `TableVirtuoso` with the same 100,000 rows and plain text
 * cells, no kit, no styling library: the floor a virtualised grid of this data can reach.
 */
import { createRoot } from 'react-dom/client';
import { TableVirtuoso } from 'react-virtuoso';
import { watchFirstRows } from './probe';
import { makeOrderRows, type OrderRow } from './rows';

// The bench asks for 1,000, 10,000 or 100,000 rows (`?rows=`).
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
// The contract's enum values, copied so this page does not load the kit.
const MEAL_TIME = ['breakfast', 'lunch', 'dinner'];
const STATUS = ['ordered', 'taken', 'cancelled', 'refunded'];
const COLUMNS = ['id', 'orderNo', 'userId', 'phone', 'orgId', 'companyId', 'mealId', 'date', 'mealTime', 'amount', 'status', 'createTime'];

const scriptStart = performance.now();
const rows = makeOrderRows(ROWS, MEAL_TIME, STATUS);
const generateMs = performance.now() - scriptStart;

const css = document.createElement('style');
css.textContent = `
  table { table-layout: fixed; border-collapse: collapse; width: 100%; font: 14px sans-serif; }
  th, td { height: 40px; box-sizing: border-box; padding: 0 12px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; text-align: left; border-bottom: 1px solid #ddd; }
  th { background: #f5f7fa; width: 140px; }
`;
document.head.append(css);

watchFirstRows(scriptStart, generateMs);
createRoot(document.getElementById('root')!).render(
  <TableVirtuoso<OrderRow>
    style={{ height: 'min(60vh, 640px)' }}
    data={rows}
    components={{ Table: (props) => <table {...props} role="grid" aria-label="Dinner orders" /> }}
    fixedHeaderContent={() => <tr>{COLUMNS.map((c) => <th key={c}>{c}</th>)}</tr>}
    itemContent={(_, row) => COLUMNS.map((c) => <td key={c}>{row[c]}</td>)}
    computeItemKey={(_, row) => String(row.id)}
    defaultItemHeight={40}
    increaseViewportBy={160}
  />,
);
