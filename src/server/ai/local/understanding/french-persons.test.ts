import { describe, expect, it } from 'vitest';
import { tutoyer } from '../drafts/compose.ts';
import { asWe, toSecondPerson as letterToSecondPerson } from '../drafts/letters.ts';
import { toReaderForm } from './french-persons.ts';
import { toSecondPerson } from './second-person.ts';

describe('toReaderForm', () => {
  it.each([
    ['devait', 'il', 'vous', 'deviez'],
    ['devait', 'il', 'tu', 'devais'],
    ['prend', 'il', 'vous', 'prenez'],
    ['reçoit', 'il', 'vous', 'recevez'],
    ['recoit', 'il', 'tu', 'reçois'],
    ['pourra', 'il', 'vous', 'pourrez'],
    ['puisse', 'il', 'vous', 'puissiez'],
    ['gere', 'je', 'vous', 'gérez'],
    ['vais', 'je', 'tu', 'vas'],
    ['faisons', 'nous', 'vous', 'faites'],
  ] as const)('« %s » (%s) said with « %s »: « %s »', (verb, person, address, expected) => {
    expect(toReaderForm(verb, person, address)).toBe(expected);
  });

  it('leaves out a form two verbs say differently (« suis »: être or suivre) and what is no verb', () => {
    expect(toReaderForm('suis', 'je', 'vous')).toBeNull();
    expect(toReaderForm('lentement', 'il', 'vous')).toBeNull();
  });
});

describe('the conjugations reach the sentences said back', () => {
  it('a tense the hand tables did not hold', () => {
    expect(toSecondPerson('je devais passer mardi', 'vous')).toBe('vous deviez passer mardi');
    expect(toSecondPerson('je recevais les clients le lundi', 'tu')).toBe('tu recevais les clients le lundi');
    expect(toSecondPerson('on ouvrira le samedi', 'vous')).toBe('vous ouvrirez le samedi');
  });

  it('a clause about the reader, in the letter', () => {
    expect(letterToSecondPerson('il devait rappeler lundi')).toBe('vous deviez rappeler lundi');
    expect(letterToSecondPerson('elle pourra passer le récupérer')).toBe('vous pourrez passer le récupérer');
    expect(letterToSecondPerson('elle devait passer signer le devis mais elle n’est pas venue')).toBe(
      'vous deviez passer signer le devis mais vous n’êtes pas venue',
    );
  });
});

describe('« vous » said as « tu »', () => {
  it.each([
    ['recevez', 'vous', 'reçois'],
    ['recevez', 'vous-imperative', 'reçois'],
    ['deviez', 'vous', 'devais'],
    ['envoyez', 'vous-imperative', 'envoie'],
    ['allez', 'vous-imperative', 'va'],
  ] as const)('« %s » (%s): « %s »', (verb, person, expected) => {
    expect(toReaderForm(verb, person, 'tu')).toBe(expected);
  });

  it('reaches the drafts turned to « tu »', () => {
    expect(tutoyer('Vous recevez votre commande mardi.')).toBe('Tu reçois ta commande mardi.');
  });
});

describe('the user’s « on » said « nous » in a letter', () => {
  it('takes the verb’s own form, not an ending’s guess', () => {
    expect(toReaderForm('refait', 'il', 'nous')).toBe('refaisons');
    expect(asWe('on refait le rideau de votre vitrine mardi')).toBe(
      'Nous refaisons le rideau de votre vitrine mardi',
    );
    expect(asWe('on lui offre la livraison')).toBe('Nous lui offrons la livraison');
  });
});
