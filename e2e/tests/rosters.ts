// IEEE rosters as journeys write them (issue 47): a file as OU Analytics' CSV export has it.

/** OU Analytics' columns, as its CSV export names them. */
export const ROSTER_HEADERS = [
  'Member/Customer Number',
  'First Name',
  'Last Name',
  'Email Address',
  'Grade',
  'IEEE Status',
  'Renew Year',
  'Active Society List',
] as const;

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

/**
 * A roster file: the header, then a row a member, cells in the header's order (a shorter row
 * leaves the last columns empty, as a sparse export does).
 */
export const rosterCsv = (rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from([ROSTER_HEADERS, ...rows].map(csvLine).join('\r\n'));
