import { describe, expect, it } from 'vitest';
import { delayStated, delayVerdict, elapsedTold, tellsOfDefect } from './delay-verdict.ts';

// A customer's « can I still… » set against the delay the terms give (a return, an exchange).
describe('the time a customer tells, against the delay of the terms', () => {
  it('reads the time elapsed with its participle, in words or figures', () => {
    expect(elapsedTold('s’il peut rendre des chaussures achetées il y a deux mois')).toEqual({
      days: 60,
      said: 'deux mois',
      participle: 'achetées',
    });
    expect(elapsedTold('un canapé livré depuis 10 jours')).toMatchObject({ days: 10, participle: 'livré' });
    expect(elapsedTold('si elle peut échanger le pull')).toBeNull();
  });

  it('reads the delay of a clause, working days counted five a week', () => {
    expect(delayStated('Les échanges sont possibles sous 30 jours à compter de l’achat.')).toEqual({
      days: 30,
      said: '30 jours',
    });
    expect(delayStated('un délai de quatorze (14) jours ouvrés')).toMatchObject({ days: 20 });
    expect(delayStated('Nos lampes sont garanties 2 ans.')).toBeNull();
  });

  it('says the delay is over, politely, with what the customer asked', () => {
    expect(
      delayVerdict(
        'si elle peut échanger une robe commandée il y a 6 semaines',
        'Les échanges sont acceptés sous 30 jours après réception.',
      ),
    ).toEqual({
      over: true,
      text: 'Vous avez commandé votre robe il y a 6 semaines : le délai de 30 jours est donc dépassé, et nous ne pouvons malheureusement plus procéder à l’échange.',
    });
  });

  it('says the customer is still in time, and « reçu » for what was delivered to them', () => {
    expect(
      delayVerdict(
        's’il peut renvoyer les rideaux expédiés il y a 5 jours',
        'Retours acceptés dans un délai de 14 jours après réception.',
      ),
    ).toEqual({
      over: false,
      text: 'Vous avez reçu vos rideaux il y a 5 jours : vous êtes donc encore dans le délai de 14 jours.',
    });
  });

  it('hears a defect, not a change of mind', () => {
    expect(tellsOfDefect('elle ne s’allume plus')).toBe(true);
    expect(tellsOfDefect('le pied est cassé')).toBe(true);
    expect(tellsOfDefect('elle ne lui plaît plus')).toBe(false);
  });
});
