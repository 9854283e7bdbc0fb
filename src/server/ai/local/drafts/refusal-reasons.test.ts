import { describe, expect, it } from 'vitest';
import { localReply } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { toSecondPerson } from './letters.ts';
import { openingSaid, reasonClause, refusalParts, refusalWithReason } from './refusal-reasons.ts';

// Refusals the user dictates (stop 55): the reason and the opening the user gives are the letter, in
// the company's voice; no set phrase invents a reason (« le poste est pourvu ») or an opening (« je
// garde vos coordonnées »), nor says again what the user said.

const now = new Date('2026-11-24T09:00:00Z');
const reply = (employee: string, content: string) =>
  localReply({
    employee: employee as 'alfred',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });
const draftOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .join('\n');

describe('the parts of a dictated refusal', () => {
  it('makes a reason typed as a fragment a clause the letter can say', () => {
    expect(reasonClause('Budget bouclé pour cette année')).toBe('notre budget est bouclé pour cette année');
    expect(reasonClause("Carnet de commandes plein jusqu'à l'été")).toBe(
      "notre carnet de commandes est plein jusqu'à l'été",
    );
    expect(reasonClause('Stocks épuisés')).toBe('nos stocks sont épuisés');
    expect(reasonClause('pas le budget cette année')).toBe('nous n’avons pas le budget cette année');
    expect(reasonClause('Déjà pris ce samedi')).toBe('nous sommes déjà pris ce samedi');
    expect(reasonClause('trop loin de chez nous')).toBe('c’est trop loin de chez nous');
    // A clause with its verb, or a determiner first, is kept as it is.
    expect(reasonClause('Le poste de préparateur est pourvu')).toBe('Le poste de préparateur est pourvu');
    expect(reasonClause('Nous sommes complets')).toBe('Nous sommes complets');
  });

  it('says an opening for later as the letter says it', () => {
    expect(openingSaid('peut-être au printemps')).toBe('Nous pourrons peut-être en reparler au printemps.');
    expect(openingSaid("pourquoi pas l'an prochain")).toBe(
      "Nous pourrons peut-être en reparler l'an prochain.",
    );
    expect(openingSaid('une autre fois peut-être')).toBe(
      'Nous pourrons peut-être en reparler une autre fois.',
    );
    expect(openingSaid('mais nous verrons en septembre')).toBe('Nous pourrons en reparler en septembre.');
    expect(openingSaid('nous avons retenu un autre profil')).toBeNull();
  });

  it('cuts the reason from what is said after it', () => {
    expect(refusalParts(['Nous sommes complets jusqu’en juin, pourquoi pas à la rentrée.'])).toEqual({
      reasons: ['Nous sommes complets jusqu’en juin'],
      after: ['Nous pourrons peut-être en reparler à la rentrée.'],
      saysNo: false,
    });
    expect(
      refusalParts(['Nous cherchons quelqu’un de bilingue, mais je vous recontacterai si un poste s’ouvre.']),
    ).toEqual({
      reasons: ['Nous cherchons quelqu’un de bilingue'],
      after: ['Je vous recontacterai néanmoins si un poste s’ouvre.'],
      saysNo: false,
    });
    // « mais » inside the reason, with no subject of its own, stays in it.
    expect(refusalParts(['C’est tentant mais hors de notre budget.']).reasons).toEqual([
      'C’est tentant mais hors de notre budget',
    ]);
    // The regret the letter says in its own words is not said twice.
    expect(refusalParts(['Malheureusement, nous partons en congés ce jour-là, désolé.']).reasons).toEqual([
      'nous partons en congés ce jour-là',
    ]);
    expect(refusalParts(['Nous ne pouvons pas nous libérer ce jour-là.']).saysNo).toBe(true);
  });

  it('adds the refusal to a reason, never to one that says no by itself', () => {
    const decline = 'Nous ne pourrons malheureusement pas y donner suite';
    expect(refusalWithReason(decline, refusalParts(['Budget bouclé pour cette année.']))).toEqual([
      'Nous ne pourrons malheureusement pas y donner suite : notre budget est bouclé pour cette année.',
    ]);
    expect(
      refusalWithReason(decline, refusalParts(['Nous ne pouvons pas nous engager avant juin.'])),
    ).toEqual(['Nous ne pouvons pas nous engager avant juin.']);
  });

  it('says an impersonal clause about the reader with « vous » as its object', () => {
    expect(toSecondPerson('il lui manque le permis B')).toBe('il vous manque le permis B');
    expect(toSecondPerson('il leur faut un devis signé')).toBe('il vous faut un devis signé');
  });
});

describe('refusal letters the user dictates', () => {
  it('writes the reason and the opening given, in the company’s voice, with no set phrase', async () => {
    const draft = draftOf(
      await reply(
        'alfred',
        "Écris une réponse négative à Mme Lemaire qui nous proposait une intervention : on n'a pas le budget cette année, pourquoi pas l'an prochain.",
      ),
    );
    expect(draft).toContain('Merci pour votre proposition d’intervention.');
    expect(draft).toContain('pas y donner suite : nous n’avons pas le budget cette année.');
    expect(draft).toMatch(/Nous pourrons peut-être en reparler l['’]an prochain\./);
    expect(draft).not.toMatch(/coordonnées|étudiée avec attention|prochaine occasion|\bon n/);
  });

  it('writes a refusal asked with « refuse », « décline » or « dis non »', async () => {
    const invitation = draftOf(
      await reply(
        'alfred',
        'Décline l’invitation de Mme Bertin à son inauguration : on est en déplacement ce jour-là.',
      ),
    );
    expect(invitation).toContain('Merci pour l’invitation à votre inauguration.');
    expect(invitation).toContain('pas être des vôtres : nous sommes en déplacement ce jour-là.');
    const offer = draftOf(
      await reply(
        'alfred',
        'Refuse poliment le devis de M. Garnier pour la climatisation : stocks de trésorerie limités.',
      ),
    );
    expect(offer).toContain('Merci pour votre devis pour la climatisation.');
    expect(offer).not.toMatch(/coordonnées|prochaine occasion/);
    const no = draftOf(
      await reply('alfred', 'Dis non à M. Lambert pour son offre de formation : trop cher pour nous.'),
    );
    expect(no).toContain('Merci pour votre offre de formation.');
    expect(no).toContain('donner suite : c’est trop cher pour nous.');
  });

  it('says the reason a candidate is refused for, never an invented one', async () => {
    const draft = draftOf(
      await reply(
        'dot',
        'Écris une réponse négative à M. Texier qui a postulé comme magasinier : il lui manque le CACES, mais on garde son CV pour cet été.',
      ),
    );
    expect(draft).toContain('pas donner suite à votre candidature : il vous manque le CACES.');
    expect(draft).toContain('Nous gardons néanmoins votre CV pour cet été.');
    expect(draft).not.toMatch(/pourvu|remet pas en cause|Avec votre accord|d'autres profils/);
    // With no reason given, none is invented.
    const plain = draftOf(
      await reply('dot', 'Envoie une réponse négative à M. Texier qui a postulé comme magasinier.'),
    );
    expect(plain).toContain('nous ne donnerons pas suite à votre candidature.');
    expect(plain).not.toMatch(/pourvu|d'autres profils|profil plus/);
  });
});
