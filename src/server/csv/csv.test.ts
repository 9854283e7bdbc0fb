import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, parseFrenchNumber, toCsv } from './csv.ts';

describe('reading CSV', () => {
  it('keeps quoted commas in their cell (issue 38: « Ville : Jean ; Montant : Paris »)', () => {
    const rows = parseCsv('Nom,Ville,Montant\r\n"Dupont, Jean",Paris,"1 200,50"\r\n');
    expect(rows).toEqual([
      ['Nom', 'Ville', 'Montant'],
      ['Dupont, Jean', 'Paris', '1 200,50'],
    ]);
  });

  it('reads French Excel: BOM, « ; » separators, quotes doubled, a line break inside a cell', () => {
    const text = '\uFEFFNom;Note;Montant\n"Martin; Zoé";"Il a dit ""oui""\npuis non";12,5\n\n';
    expect(detectDelimiter(text)).toBe(';');
    expect(parseCsv(text)).toEqual([
      ['Nom', 'Note', 'Montant'],
      ['Martin; Zoé', 'Il a dit "oui"\npuis non', '12,5'],
    ]);
  });

  it('detects the separator outside quotes, tabs too, and survives a damaged quote', () => {
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc\n')).toBe('\t');
    expect(parseCsv('a,b\n"non fermé,c\n')).toEqual([
      ['a', 'b'],
      ['"non fermé', 'c'],
    ]);
  });

  it('reads amounts written the French way', () => {
    expect(parseFrenchNumber('1 200,50')).toBe(1200.5);
    expect(parseFrenchNumber('1\u202f200,50 €')).toBe(1200.5);
    expect(parseFrenchNumber('1.200,50')).toBe(1200.5);
    expect(parseFrenchNumber('1,200.50')).toBe(1200.5);
    expect(parseFrenchNumber('-12,5 %')).toBe(-12.5);
    expect(parseFrenchNumber('40')).toBe(40);
    expect(parseFrenchNumber('Paris')).toBeNull();
    expect(parseFrenchNumber('1,2,3')).toBeNull();
    expect(parseFrenchNumber('')).toBeNull();
  });
});

describe('writing CSV', () => {
  it('writes a BOM, « ; », quoted cells and CRLF, and never a formula', () => {
    const text = toCsv([
      ['Nom', 'Note', 'Détail'],
      ['=HYPERLINK("x")', '+33 6', { a: 1 }],
      ['@SUM(A1)', '-2', null],
    ]);
    expect(text).toBe(
      '\uFEFF"Nom";"Note";"Détail"\r\n"\'=HYPERLINK(""x"")";"\'+33 6";"{""a"":1}"\r\n"\'@SUM(A1)";"\'-2";""\r\n',
    );
    // What is written reads back the same (the prefix aside).
    expect(parseCsv(text)[1]).toEqual(['\'=HYPERLINK("x")', "'+33 6", '{"a":1}']);
  });
});
