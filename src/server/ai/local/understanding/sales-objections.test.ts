import { describe, expect, it } from 'vitest';
import { salesAnswerDictated } from './sales-objections.ts';

describe('an answer on a sale that the user dictates', () => {
  it.each([
    'M. Lemoine trouve notre devis de 4 900 € pour sa cuisine trop cher. Réponds-lui qu’on peut descendre à 4 500 € si on remplace le plan de travail en quartz par un stratifié.',
    'Mme Roux hésite, elle trouve le forfait trop cher. Dis-lui qu’on offre les frais d’installation si elle signe avant le 15 décembre.',
    'Réponds à la SARL Bodin que nous maintenons notre prix de 2 300 € mais que la livraison est offerte',
    'M. Caron trouve notre tarif trop élevé. Réponds-lui : ce prix comprend la maintenance.',
  ])('« %s » is a reply to write', (command) => {
    expect(salesAnswerDictated(command)).toBe(true);
  });

  it.each([
    // What to answer is asked, not dictated: arguments.
    'Que répondre à un prospect qui trouve notre offre trop chère ?',
    // A follow-up reads its own instructions.
    'Relance M. Tanguy pour le devis de 3 200 €. Rappelle-lui que le tarif est garanti jusqu’au 31 décembre. Dis-lui qu’on peut commencer en janvier.',
    // What the reader thinks is no answer (« qui trouve que … »).
    'Réponds à Mme Texier qui trouve que sa révision à 219 € est trop chère : on a changé d’huile.',
    // No sale in it.
    'Réponds-lui que notre technicien passe demain matin entre 8h et 10h.',
  ])('« %s » is not', (command) => {
    expect(salesAnswerDictated(command)).toBe(false);
  });
});
