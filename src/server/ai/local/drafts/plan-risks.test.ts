import { describe, expect, it } from 'vitest';
import { planOf, planRisks, planRisksAsked } from './plan-risks.ts';

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
