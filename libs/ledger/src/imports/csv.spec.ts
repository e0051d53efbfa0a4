import { MAX_CSV_ROWS, parseCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it("parses quoted fields with commas, doubled quotes and line breaks, keeping each record's first line number", () => {
    const { header, records, errors } = parseCsv(
      'a,b,c\r\n1,"x, y",3\r\n\r\n4,"say ""hi""","multi\nline"\n7,8,9',
    );
    expect(errors).toEqual([]);
    expect(header).toEqual(['a', 'b', 'c']);
    expect(records).toEqual([
      { line: 2, fields: { a: '1', b: 'x, y', c: '3' } },
      { line: 4, fields: { a: '4', b: 'say "hi"', c: 'multi\nline' } },
      { line: 6, fields: { a: '7', b: '8', c: '9' } },
    ]);
  });

  it('names the line of a record with the wrong number of fields, or an unclosed quote', () => {
    const { errors } = parseCsv('a,b\n1,2\n3\n"4,5\n');
    expect(errors).toEqual([
      { line: 4, message: 'a quoted field is not closed' },
      { line: 3, message: 'expected 2 fields (a,b), found 1' },
      { line: 4, message: 'expected 2 fields (a,b), found 1' },
    ]);
  });

  it('reads a file of exactly the most records allowed, and refuses one more', () => {
    const file = (n: number) => ['a', ...Array.from({ length: n }, (_, i) => String(i))].join('\n');
    expect(parseCsv(file(MAX_CSV_ROWS)).errors).toEqual([]);
    expect(parseCsv(file(MAX_CSV_ROWS)).records).toHaveLength(MAX_CSV_ROWS);
    expect(parseCsv(file(MAX_CSV_ROWS + 1)).errors).toEqual([
      { line: MAX_CSV_ROWS + 2, message: `a file holds at most ${MAX_CSV_ROWS} records` },
    ]);
  });
});
