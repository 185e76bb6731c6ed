import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { RosterFileError, readRosterFile, rosterColumns } from './roster-file.js';

// The roster files a branch downloads from OU Analytics, as the public scripts that read them
// describe them (docs/notes/roster-and-activity-points-research.md): UTF-16LE text with tabs,
// plain CSV, and an .xlsx.

const HEADERS = [
  'Member/Customer Number',
  'Last Name',
  'First Name',
  'Email Address',
  'Grade',
  'IEEE Status',
  'Renew Year',
  'School Name ',
  'Active Society List',
];
const ROW = [
  '="01234567"',
  'Nair',
  'Meera',
  ' Meera.Nair@Example.edu ',
  'Student Member',
  'Active',
  '2026',
  'Northgate University',
  'MEMC016, MEMRA024',
];

function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/** A one-sheet .xlsx with inline strings, zipped as Excel writes one. */
async function xlsx(rows: string[][]): Promise<Buffer> {
  const escapeXml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map(
            (value, c) =>
              `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('reading a roster file', () => {
  it("reads OU Analytics' UTF-16 text with tabs, keeping member numbers as text", async () => {
    const file = utf16le([HEADERS, ROW].map((row) => row.join('\t')).join('\r\n'));
    const table = await readRosterFile(file);
    expect(table.headers[7]).toBe('School Name');
    expect(table.rows).toEqual([
      [
        '01234567',
        'Nair',
        'Meera',
        'Meera.Nair@Example.edu',
        'Student Member',
        'Active',
        '2026',
        'Northgate University',
        'MEMC016, MEMRA024',
      ],
    ]);
  });

  it('reads a UTF-8 CSV (with or without its byte order mark) and an .xlsx alike', async () => {
    const csv = [HEADERS, ROW]
      .map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
      .join('\n');
    const expected = await readRosterFile(
      utf16le([HEADERS, ROW].map((r) => r.join('\t')).join('\n')),
    );
    expect(await readRosterFile(Buffer.from(csv))).toEqual(expected);
    expect(await readRosterFile(Buffer.from(`\ufeff${csv}`))).toEqual(expected);
    expect(await readRosterFile(await xlsx([HEADERS, ROW]))).toEqual(expected);
  });

  it('finds the fields by their names and aliases, in any order', () => {
    expect(rosterColumns(HEADERS)).toEqual({
      memberNumber: 0,
      lastName: 1,
      firstName: 2,
      email: 3,
      grade: 4,
      status: 5,
      renewYear: 6,
      societies: 8,
    });
    expect(rosterColumns(['E-mail', '  Member   Number ', 'Society List'])).toEqual({
      email: 0,
      memberNumber: 1,
      societies: 2,
    });
  });

  it('refuses an empty file and a damaged Excel file with a sentence', async () => {
    await expect(readRosterFile(Buffer.alloc(0))).rejects.toThrow(RosterFileError);
    await expect(
      readRosterFile(Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(40)])),
    ).rejects.toThrow('This Excel file cannot be read');
  });
});
