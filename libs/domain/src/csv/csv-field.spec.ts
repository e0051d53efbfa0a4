import { csvCell, csvRows } from './csv-field';

describe('CSV the ledger writes (OWASP CSV injection)', () => {
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

  it('quotes as RFC 4180 says, with CRLF line ends', () => {
    expect(
      csvRows([
        ['owner', 'total'],
        ['Smith, "Jo"', '1.00'],
        ['=HYPERLINK("x")', '2.00'],
      ]),
    ).toBe('owner,total\r\n"Smith, ""Jo""",1.00\r\n"\'=HYPERLINK(""x"")",2.00\r\n');
  });
});
