import { parse } from 'csv-parse/sync';
import { csvCell, csvRows } from './csv-field';

/** RFC 4180 read strictly: no relaxed quotes, every record the same width, CRLF only. */
const readStrictly = (text: string): string[][] =>
  parse(text, {
    record_delimiter: '\r\n',
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
    trim: false,
  });

describe('CSV the ledger writes (RFC 4180, OWASP CSV injection)', () => {
  it('neutralises a cell a spreadsheet would run as a formula; numbers, negative ones too, stay numbers', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(['+1', '@SUM(A1)', '-2+3', '\tx'].map(csvCell)).toEqual([
      "'+1",
      "'@SUM(A1)",
      "'-2+3",
      "'\tx",
    ]);
    expect(['-12.00', '230.40', '0403-001', 'Smith'].map(csvCell)).toEqual([
      '-12.00',
      '230.40',
      '0403-001',
      'Smith',
    ]);
  });

  it('guards every line of a cell, whatever its line break, and keeps the breaks', () => {
    expect(csvCell('chk 6\n=2+2')).toBe("chk 6\n'=2+2");
    expect(csvCell('a\r\n+1\r@x\n-12.00')).toBe("a\r\n'+1\r'@x\n-12.00");
    expect(csvCell('10 Main St\nNorthport NY 11768')).toBe('10 Main St\nNorthport NY 11768');
  });

  it('quotes as RFC 4180 says, with CRLF line ends', () => {
    expect(
      csvRows([
        ['owner', 'total'],
        ['Smith, "Jo"', '1.00'],
        ['=HYPERLINK("x")', '2.00'],
      ]),
    ).toBe('owner,total\r\n"Smith, ""Jo""",1.00\r\n"\'=HYPERLINK(""x"")",2.00\r\n');
  });

  it('quotes a cell holding a lone LF or CR, so a two-line address or reference never splits its row', () => {
    const rows = [
      ['accountId', 'mailingAddress', 'reference'],
      ['NP-1', '10 Main St\nNorthport NY 11768', 'chk 6\n=2+2'],
      ['NP-2', 'PO Box 1\rNorthport', 'plain'],
    ];
    const text = csvRows(rows);
    expect(text).toBe(
      'accountId,mailingAddress,reference\r\n' +
        'NP-1,"10 Main St\nNorthport NY 11768","chk 6\n\'=2+2"\r\n' +
        'NP-2,"PO Box 1\rNorthport",plain\r\n',
    );
    expect(readStrictly(text)).toEqual([
      rows[0],
      ['NP-1', '10 Main St\nNorthport NY 11768', "chk 6\n'=2+2"],
      rows[2],
    ]);
  });
});
