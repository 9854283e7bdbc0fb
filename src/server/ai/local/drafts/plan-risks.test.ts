import { describe, expect, it } from 'vitest';
import { planOf, planRisks, planRisksAsked, scheduleOf, scheduleRisks } from './plan-risks.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('the risks of a plan the user states', () => {
  const message =
    'On va reprendre une boulangerie à Lorient en juin, avec un prêt de 90 000 € et un apprenti à recruter. Quels risques ?';

  it('reads the plan and that its risks are asked', () => {
    expect(planOf(message)).toBe('reprendre une boulangerie à Lorient en juin');
    expect(planRisksAsked(message)).toBe(true);
    expect(planRisksAsked('Quels sont les risques du métier ?')).toBe(false);
  });

  it('says one risk per part of the plan given, each with what to do', () => {
    const risks = planRisks(message);
    expect(risks.map((each) => each.risk).join(' | ')).toMatch(
      /du prêt de 90 000 €.*un apprenti.*juin.*Lorient/,
    );
    expect(risks.every((each) => each.todo.length > 20)).toBe(true);
  });

  it('reads a plan told after the question, a dated opening, the works stated and a loan not yet granted', () => {
    const told =
      'Quels risques ? J’ouvre une épicerie à Brest le 2 avril, travaux de 3 semaines à partir du 9 mars, crédit de 40 000 € pas encore accordé.';
    expect(planOf(told)).toBe('vous ouvrez une épicerie à Brest le 2 avril');
    const risks = planRisks(told)
      .map((each) => each.risk)
      .join(' | ');
    expect(risks).toMatch(/Le crédit de 40 000 € n’est pas encore accordé/);
    expect(risks).toMatch(/travaux de 3 semaines à partir du 9 mars .*ouverture du 2 avril/);
  });

  it('says nothing of a part the plan does not have', () => {
    const risks = planRisks('Je veux lancer une boutique en ligne. Quels risques ?');
    expect(risks.map((each) => each.risk).join(' ')).not.toMatch(/emprunt|recrut|ouverture en/);
  });
});

describe('the risks of a dated schedule the user gives', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const message =
    'On refait la cuisine du restaurant du 2 au 22 août : dépose, plomberie et électricité, pose de la nouvelle cuisine, puis visite des services d’hygiène. On rouvre le 24 août. Quels risques ?';

  it('reads the steps in order, the end of the work and the day everything must be ready', () => {
    const schedule = scheduleOf(message, now);
    expect(schedule?.steps).toEqual([
      'dépose',
      'plomberie et électricité',
      'pose de la nouvelle cuisine',
      'visite des services d’hygiène',
    ]);
    expect(schedule?.deadlineWord).toBe('la réouverture');
    expect(schedule!.deadline - schedule!.end).toBe(2);
  });

  it('says the margin left, the chain of steps, the step that waits on others and the season', () => {
    const risks = scheduleRisks(scheduleOf(message, now)!).map((each) => each.risk);
    expect(risks.join(' | ')).toMatch(/Un seul jour de marge.*22 août.*24 août/);
    expect(risks.join(' | ')).toMatch(/quatre étapes s’enchaînent/);
    expect(risks.join(' | ')).toMatch(/« Visite des services d’hygiène » ne dépend pas de vous/);
    expect(risks.join(' | ')).toMatch(/En août/);
  });

  it('is no schedule without a day after the work', () => {
    expect(scheduleOf('Du 2 au 22 août : dépose, pose. Quels risques ?', now)).toBeNull();
  });
});

describe('a plan’s risks made a short note', () => {
  it('keeps the whole plan (its place) and lists the risks only, without promising what to do', async () => {
    const [, note] = await converse('spec', [
      'Notre agence (3 personnes) veut répondre seule à un appel d’offres : la rénovation d’une mairie à Vienne, 800 000 € de travaux, rendu des offres le 2 avril. On n’a jamais fait de marché public. Quels sont les risques ?',
      'Fais-en une note de 4 lignes pour mon associée',
    ]);
    expect(note).toMatch(/mairie à Vienne/);
    expect(note).not.toMatch(/ce qu’il faut faire|À faire/);
  });
});

describe('the risks of a change of tool', () => {
  it('reads a change in a busy period, a short training and the old tool cut at once', () => {
    const risks = planRisks(
      "Quels risques vois-tu : on change de caisse enregistreuse en plein rush de Noël, on forme l'équipe en deux heures et on débranche l'ancienne caisse immédiatement.",
    ).map((each) => each.risk);
    expect(risks).toHaveLength(3);
    expect(risks[0]).toContain('en plein rush de Noël');
    expect(risks[1]).toContain('Une formation en deux heures');
    expect(risks[2]).toContain('L’ancien outil coupé');
  });
});

describe('the risks passed on to a partner', () => {
  it('writes them to whom « Envoie-le à mon associé Marc » names, in tu when asked', async () => {
    const [, reply = ''] = await converse('millie', [
      "Quels risques vois-tu : on change de caisse enregistreuse en plein rush de Noël, on forme l'équipe en deux heures et on débranche l'ancienne caisse immédiatement.",
      'Envoie-le à mon associé Marc, on se tutoie.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour Marc');
    expect(draft).toContain('en plein rush de Noël');
    expect(draft).toContain('Qu’en penses-tu ?');
    expect(draft).not.toMatch(/\bvous\b/);
  });

  it('weighs each open point the user states against the day the plan aims at', () => {
    const risks = planRisks(
      'Nous inaugurons notre restaurant le vendredi 9 avril. La licence IV de la mairie, on ne l’a pas : il nous manque encore l’autorisation de la préfecture, le chef n’arrive que le 6 avril, et la hotte n’est pas encore posée. Quels sont les risques ?',
      new Date('2026-11-30T09:00:00Z'),
    ).map((each) => each.risk);
    expect(risks.slice(0, 3)).toEqual([
      'Sans l’autorisation de la préfecture, l’ouverture du vendredi 9 avril risque de ne pas pouvoir se faire : c’est le point qui peut tout bloquer',
      'Seulement 3 jours entre l’arrivée du chef, le mardi 6 avril, et l’ouverture du vendredi 9 avril : peu de temps pour que tout soit prêt',
      'La hotte pas encore posée : le moindre retard se reporte sur l’ouverture du vendredi 9 avril',
    ]);
    // The day is weighed by the open points: no second, vaguer risk on it.
    expect(risks.join(' ')).not.toContain('qui glisse');
  });
});
