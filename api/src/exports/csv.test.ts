import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone and writes nothing for null', () => {
    expect(csvCell('Shila Roy')).toBe('Shila Roy');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Rangpur, Bangladesh')).toBe('"Rangpur, Bangladesh"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses formulas: text starting with = + - @ tab or CR gets a leading single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+8801711000000')).toBe("'+8801711000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps Bangla text as it is', () => {
    expect(csvCell('শিলা রায়')).toBe('শিলা রায়');
    expect(csvCell('রংপুর, বাংলাদেশ')).toBe('"রংপুর, বাংলাদেশ"');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, ends each line with CRLF and round-trips Bangla as UTF-8', () => {
    const csv = toCsv(
      ['নাম', 'Email'],
      [
        ['শিলা রায়', 'shila@example.com'],
        ['Rumi, A.', null],
      ],
    );
    expect(csv).toBe('\uFEFFনাম,Email\r\nশিলা রায়,shila@example.com\r\n"Rumi, A.",\r\n');
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1)).toContain('শিলা রায়');
  });

  it('defuses a header too', () => {
    expect(toCsv(['=cmd'], [])).toBe("\uFEFF'=cmd\r\n");
  });
});
