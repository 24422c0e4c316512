import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF after a BOM', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', 3],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('writes empty cells for null and undefined, and keeps negative numbers as numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, -5]])).toBe('\uFEFFa,b,c\r\n,,-5\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv(['name'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      '\uFEFFname\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
  });
});
