/**
 * How much of an imported spreadsheet the server reads: an xlsx may unpack to at most 20 MB
 * (counted while inflating, so a zip bomb stops there), and a sheet may fill at most 5,000 data
 * lines and 256 columns. Beyond that the import is refused as a whole with the envelope's 413.
 */

/** Lines one import may add. */
export const MAX_IMPORT_LINES = 5000;
/** Rows a sheet may use: the lines plus room for a title and the header above them. */
export const MAX_SHEET_ROWS = MAX_IMPORT_LINES + 5;
export const MAX_SHEET_COLUMNS = 256;
/** Unpacked bytes of the workbook parts an import reads. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

export interface SheetLimits {
  readonly maxRows: number;
  readonly maxColumns: number;
}

export const IMPORT_LIMITS: SheetLimits = { maxRows: MAX_SHEET_ROWS, maxColumns: MAX_SHEET_COLUMNS };

/** A spreadsheet past one of the limits; the message is for the operator. */
export class SheetTooLarge extends Error {
  constructor(msg: string) {
    super(msg);
    this.name = 'SheetTooLarge';
  }
}

export const tooManyRows = () => new SheetTooLarge(`一次最多导入${MAX_IMPORT_LINES}行，请分批导入`);
export const tooManyColumns = (max: number) => new SheetTooLarge(`表格列数超过${max}列，请使用导入模板`);
