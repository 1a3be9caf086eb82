import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPhrase, foldsOneForOne, foldText, mayContainPhrase, stem, stemmedTokens, tokenize, type KeywordPhrase } from './text.js';
import { parseDescriptionTerms, parseKeywords } from './keywords.js';

describe('foldText', () => {
  it('lower-cases and strips Spanish accents', () => {
    expect(foldText('Camión ÁTICO Ñandú pingüino Àçã')).toBe('camion atico nandu pinguino aca');
  });

  it('turns decomposed accents, symbols and odd spaces into plain text', () => {
    expect(foldText('Cami\u006f\u0301n')).toBe('camion');
    expect(foldText('12\u00a0500€ 90m² 1ª')).toBe('12 500  90m2 1a');
  });

  it('folds long Latin-1 text (table path) exactly like character by character', () => {
    const latin1 = fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)), minLength: 64, maxLength: 300 });
    fc.assert(
      fc.property(latin1, (text) => {
        expect(foldText(text)).toBe([...text].map((char) => foldText(char)).join(''));
      }),
    );
    const description = 'ÁTICO DE DISEÑO, AÑO 2019. Calefacción, ½ PLAZA de garaje, µ-cine. '.repeat(3);
    expect(foldText(description)).toBe([...description].map((char) => foldText(char)).join(''));
  });

  it('leaves plain ASCII alone', () => {
    expect(foldText('Golf GTI 2.0 TSI')).toBe('golf gti 2.0 tsi');
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize(foldText('VW Golf-GTI, 1.6 TDI (2018)!'))).toEqual(['vw', 'golf', 'gti', '1', '6', 'tdi', '2018']);
  });

  it('returns nothing for blank text', () => {
    expect(tokenize('  ,;  ')).toEqual([]);
  });
});

describe('stem', () => {
  it.each([
    ['coches', 'coche'],
    ['motos', 'moto'],
    ['pisos', 'piso'],
    ['luces', 'luz'],
    ['camiones', 'camion'],
    ['habitaciones', 'habitacion'],
    ['ciudades', 'ciudad'],
    ['motores', 'motor'],
    ['calles', 'calle'],
    ['garajes', 'garaje'],
    ['meses', 'mes'],
    ['series', 'serie'],
    ['verdes', 'verde'],
    ['dulces', 'dulce'],
    ['parkings', 'parking'],
  ])('%s -> %s', (plural, singular) => {
    expect(stem(plural)).toBe(singular);
    expect(stem(singular)).toBe(stem(plural));
  });

  it('keeps short words and words with digits', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('bus')).toBe('bus');
    expect(stem('abs')).toBe('abs');
    expect(stem('4x4s')).toBe('4x4s');
  });

  it('does not change words that are not plurals', () => {
    expect(stem('motor')).toBe('motor');
    expect(stem('golf')).toBe('golf');
  });
});

describe('parseKeywords', () => {
  const stemsOf = (phrases: KeywordPhrase[]) => phrases.map((p) => p.stems.join(' '));

  it('splits on spaces and commas, folds and stems, drops lone stopwords', () => {
    expect(stemsOf(parseKeywords('Coches  de Segunda, MOTOS;luces'))).toEqual(['coche', 'segunda', 'moto', 'luz']);
  });

  it('keeps quoted text as one phrase and removes duplicates', () => {
    expect(stemsOf(parseKeywords('bmw "Serie 3" bmw serie'))).toEqual(['serie 3', 'bmw', 'serie']);
  });

  it('keeps model letters and numbers: "Clase A", "Serie 1", "A3", "Q5", "MT-07", "X1" are never stop words', () => {
    expect(stemsOf(parseKeywords('Mercedes-Benz Clase A'))).toEqual(['merced benz', 'clase a']);
    expect(stemsOf(parseKeywords('BMW Serie 1, bmw x1'))).toEqual(['bmw', 'serie 1', 'x1']);
    expect(stemsOf(parseKeywords('Audi A3 Q5'))).toEqual(['audi', 'a3', 'q5']);
    expect(stemsOf(parseKeywords('Yamaha MT-07'))).toEqual(['yamaha', 'mt 07']);
    // A lone "a" is still a stop word.
    expect(stemsOf(parseKeywords('coche a gasolina'))).toEqual(['coche', 'gasolina']);
  });

  it('is empty for blank keywords', () => {
    expect(parseKeywords('   ')).toEqual([]);
    expect(parseKeywords('de la')).toEqual([]);
  });
});

describe('parseDescriptionTerms', () => {
  it('keeps significant words only', () => {
    expect(parseDescriptionTerms('Busco un coche familiar, diésel y barato con pocos km').map((t) => t.text)).toEqual(['coche', 'familiar', 'diesel', 'pocos']);
  });

  it('stops at the limit', () => {
    expect(parseDescriptionTerms('uno1 dos2 tres3 cuatro4', 2)).toHaveLength(2);
  });
});

describe('containsPhrase', () => {
  const has = (text: string, keywords: string) => containsPhrase(foldText(text), parseKeywords(keywords)[0]);

  it('matches singular and plural forms both ways', () => {
    expect(has('Vendo dos motos de campo', 'moto')).toBe(true);
    expect(has('Faros con luces LED', 'luz')).toBe(true);
    expect(has('Cambio de luz reciente', 'luces')).toBe(true);
    expect(has('Flota de CAMIONES', 'camión')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(has('Motor recién revisado', 'moto')).toBe(false);
    expect(has('Motocicleta', 'moto')).toBe(false);
    expect(has('amoto', 'moto')).toBe(false);
    expect(has('moto', 'moto')).toBe(true);
  });

  it('matches phrases in order across punctuation', () => {
    expect(has('BMW Serie-3 320d', '"serie 3"')).toBe(true);
    expect(has('BMW 3 Serie', '"serie 3"')).toBe(false);
    expect(has('serie 30', '"serie 3"')).toBe(false);
  });

  it('gives the same answer as searching the stemmed tokens', () => {
    const word = fc.constantFrom('coche', 'coches', 'moto', 'motos', 'motor', 'luz', 'luces', 'piso', 'pisos', 'de', 'la', 'casa', 'camion', 'camiones', 'x');
    const separator = fc.constantFrom(' ', ', ', '-', '. ', '  ');
    const text = fc.array(fc.tuple(word, separator), { maxLength: 12 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(text, fc.array(word, { minLength: 1, maxLength: 3 }), (sample, phraseWords) => {
        const phrase: KeywordPhrase = { text: phraseWords.join(' '), stems: phraseWords.map(stem) };
        const tokens = stemmedTokens(sample);
        const expected = tokens.some((_, i) => phrase.stems.every((s, j) => tokens[i + j] === s));
        expect(containsPhrase(foldText(sample), phrase)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('mayContainPhrase (pre-check on raw text)', () => {
  const piece = fc.constantFrom(
    'gasolina',
    'GASOLÍNA',
    'gasºlina',
    'Diésel',
    'luces',
    'LUZ',
    'camión',
    'ﬁat',
    'fiat',
    'moto',
    'µ',
    '€',
    '“x”',
    'a\u0301',
    ' ',
    ', ',
    '½',
    'ß',
    'ÿ',
    '\u00a0',
    'x',
    'ñandú',
  );
  const text = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
  const keyword = fc.constantFrom('gasolina', 'diesel', 'luz', 'camion', 'fiat', 'moto', 'nandu', '"moto x"', 'ca', 'ss');

  it('never says no when the folded text contains the phrase', () => {
    fc.assert(
      fc.property(text, keyword, (raw, keywords) => {
        const phrase = parseKeywords(keywords)[0];
        if (foldsOneForOne(raw) && !mayContainPhrase(raw, phrase)) expect(containsPhrase(foldText(raw), phrase)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('says no without folding for texts that cannot match', () => {
    const phrase = parseKeywords('gasolina')[0];
    expect(mayContainPhrase('Motor diésel, 12.500 € “negociable”', phrase)).toBe(false);
    expect(mayContainPhrase('GASOLÍNA 95', phrase)).toBe(true);
    expect(foldsOneForOne('ﬁat')).toBe(false);
    expect(foldsOneForOne('Camión a 12.500 €')).toBe(true);
  });
});
