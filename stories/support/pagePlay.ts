/**
 * What the play functions of the page stories share: wait for a resource page to show its
 * rows, read a column as the user sees it, pick from a select, find the toast. They read the
 * page through roles and labels only, as a user (or a screen reader) would.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT } from './StoryFrame';

export interface OpenedPage {
  /** The page's section (named by its heading). */
  readonly page: HTMLElement;
  /** The list grid (named by the page title). */
  readonly grid: HTMLElement;
  /** The filter bar, when the page has filters. */
  readonly filters: HTMLElement | null;
}

/** The grid's data rows in the DOM (virtualised: those in view, plus a margin). */
export const dataRows = (grid: HTMLElement): HTMLElement[] => [...grid.querySelectorAll<HTMLElement>('tbody tr[data-index]')];

/** The data row that shows this text (e.g. an order number); fails when none does. */
export function rowWith(grid: HTMLElement, text: string): HTMLElement {
  const row = dataRows(grid).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`No row shows "${text}"`);
  return row;
}

/** Column index of a header (checkbox column included), by its visible text. */
function columnIndex(grid: HTMLElement, header: string): number {
  const headers = [...grid.querySelectorAll('thead th')];
  const at = headers.findIndex((th) => th.textContent?.trim() === header);
  if (at < 0) throw new Error(`No column "${header}" in ${headers.map((h) => h.textContent).join(' | ')}`);
  return at;
}

/** The cell of a row under a header. */
export function cellOf(grid: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  return row.querySelectorAll<HTMLElement>(':scope > td')[columnIndex(grid, header)]!;
}

/** The visible texts of a column, first row first. */
export const columnTexts = (grid: HTMLElement, header: string): string[] =>
  dataRows(grid).map((row) => cellOf(grid, row, header).textContent?.trim() ?? '');

/** The fold button of a filter bar (展开 / 收起, or its English or Spanish text), when the bar folds. */
export const foldButton = (filters: HTMLElement): HTMLElement | null =>
  within(filters).queryByRole('button', { name: /^(展开|收起)(（.*）)?$|^(More|Fewer) filters|^(Más|Menos) filtros/ });

/** Opens a folded filter bar (a bar with few filters has nothing to open). */
export async function unfold(filters: HTMLElement): Promise<void> {
  const button = foldButton(filters);
  if (button?.getAttribute('aria-expanded') === 'false') await userEvent.click(button);
}

/**
 * Waits for a resource page: its heading (the server may still be starting), its grid (shown
 * with the first rows, or after a short wait for them) and at least `minRows` data rows in it.
 * The filter bar is opened (展开) unless `folded` keeps it as the page first shows it.
 */
export async function openPage(canvasElement: HTMLElement, heading: string, minRows = 1, { folded = false } = {}): Promise<OpenedPage> {
  const h = await within(canvasElement).findByRole('heading', { level: 1, name: heading }, { timeout: SERVER_TIMEOUT });
  const page = h.closest('section')!;
  const grid = await within(page).findByRole('grid', { name: heading }, { timeout: SERVER_TIMEOUT });
  await waitFor(() => expect(dataRows(grid).length).toBeGreaterThanOrEqual(minRows), { timeout: SERVER_TIMEOUT });
  const filters = within(page).queryByRole('search');
  if (filters && !folded) await unfold(filters);
  return { page, grid, filters };
}

/** The column headers of a grid, in order (the selection column has none). */
export const headersOf = (grid: HTMLElement): string[] =>
  [...grid.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean);

/** The labels of a filter bar's controls, in order. */
export const filterLabels = (filters: HTMLElement): string[] =>
  [...filters.querySelectorAll('label')].map((l) => l.textContent?.trim() ?? '');

/** Waits until a ref cell shows a label instead of its raw `#id` (the target's options loaded). */
export async function refLabelsLoaded(grid: HTMLElement, header: string): Promise<void> {
  await waitFor(() => {
    const texts = columnTexts(grid, header);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /^#\d+$/.test(t))).toEqual([]);
  }, { timeout: ANSWER_TIMEOUT });
}

/**
 * A select's input, found anew each time: the light input a select first renders is replaced by
 * the combobox once the user reaches it (src/ui/Select.tsx).
 */
const comboboxIn = (scope: HTMLElement, name: string) => () => within(scope).getByRole('combobox', { name });

/** Clicks a select and waits for the combobox to have taken over with its list open. */
async function openSelect(input: () => HTMLElement): Promise<void> {
  await userEvent.click(input());
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'), { timeout: ANSWER_TIMEOUT });
}

/** Opens a select (combobox) by its name and picks an option by its text. */
export async function pick(scope: HTMLElement, combobox: string, option: string | RegExp): Promise<void> {
  const input = comboboxIn(scope, combobox);
  await openSelect(input);
  const listbox = await screen.findByRole('listbox', {}, { timeout: ANSWER_TIMEOUT });
  await userEvent.click(await within(listbox).findByRole('option', { name: option }, { timeout: ANSWER_TIMEOUT }));
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types into a ref combobox and picks the first option containing the text (or matching `option`). */
export async function pickRef(scope: HTMLElement, combobox: string, text: string, option: string | RegExp = new RegExp(escapeRegExp(text))): Promise<void> {
  const input = comboboxIn(scope, combobox);
  await openSelect(input);
  await userEvent.type(input(), text, { skipClick: true });
  const listbox = await screen.findByRole('listbox', {}, { timeout: ANSWER_TIMEOUT });
  const options = await waitFor(() => {
    const hits = within(listbox).getAllByRole('option', { name: option });
    expect(hits.length).toBeGreaterThan(0);
    return hits;
  }, { timeout: ANSWER_TIMEOUT });
  await userEvent.click(options[0]!);
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
}

/** Waits for a toast (or any status message) with this text anywhere on the page. */
export const findToast = (text: string | RegExp) =>
  screen.findByText(text, {}, { timeout: ANSWER_TIMEOUT });

/**
 * The first row button whose name starts with `action ` (a row action named with its row), and that row's label.
 * @example
 * const { button, name } = await firstOffered(grid, '充值'); // name: the row the button acts on
 */
export async function firstOffered(grid: HTMLElement, action: string): Promise<{ button: HTMLElement; name: string }> {
  const button = await waitFor(() => {
    const hit = within(grid).queryAllByRole('button', { name: new RegExp(`^${action} `) })[0];
    expect(hit).toBeDefined();
    return hit!;
  }, { timeout: ANSWER_TIMEOUT });
  return { button, name: button.getAttribute('aria-label')!.slice(action.length + 1) };
}
