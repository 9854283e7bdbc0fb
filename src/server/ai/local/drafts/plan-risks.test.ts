import { describe, expect, it } from 'vitest';
import { planOf, planRisks, planRisksAsked, scheduleOf, scheduleRisks } from './plan-risks.ts';

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
      /emprunt de 90 000 €.*un apprenti.*juin.*Lorient/,
    );
    expect(risks.every((each) => each.todo.length > 20)).toBe(true);
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
