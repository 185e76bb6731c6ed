/** A cell of `xlsxOf`: text, a number, digits as written, or a date cell. */
export type XlsxCell = string | number | { number: string } | { date: string } | null;

export function xlsxOf(rows: readonly (readonly XlsxCell[])[], sheetName?: string): Promise<Buffer>;
