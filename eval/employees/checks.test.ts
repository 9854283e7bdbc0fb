import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiActionSummary } from '../../src/shared/chat.ts';
import {
  type Check,
  changedFromPrevious,
  declines,
  evaluate,
  expectedDay,
  expectedDays,
  frenchDay,
  handoffTo,
  hashtags,
  inOrder,
  listDatesIn,
  listSize,
  longerThanPrevious,
  mainListItems,
  mentions,
  noHandoff,
  noPlaceholder,
  normalise,
  notMentions,
  parisDay,
  parisWeekday,
  pastedFactsIn,
  picksFromPreviousList,
  placeholdersIn,
  proposal,
  shorterThanPrevious,
  type TurnContext,
  tutoie,
  vouvoie,
  withoutPastedFacts,
} from './checks.ts';
import { type EvalTarget, inProcessTarget, runScenario } from './harness.ts';
import { scenarios } from './scenarios.ts';

// A Tuesday in Paris (10:00 local): tomorrow is Wednesday 25 November, next Tuesday 1 December.
const now = new Date('2026-11-24T09:00:00Z');

function turn(reply: string, extra: Partial<TurnContext> = {}): TurnContext {
  return { reply, previousReply: null, employee: 'alfred', action: null, now, ...extra };
}
const passes = (check: Check, context: TurnContext) => evaluate(check, context).pass;

function action(kind: AiActionSummary['kind'], summary: string): AiActionSummary {
  return {
    id: 'a1',
    employee: 'alfred',
    kind,
    summary,
    status: 'proposed',
    approvedBy: null,
    taskId: null,
    error: null,
    createdAt: now.toISOString(),
    decidedAt: null,
  };
}

describe('normalise and mentions', () => {
  it('treats no-break and narrow no-break spaces, line breaks and ’ as the plain ones, keeps accents', () => {
    expect(normalise('1\u202F200\u00A0€ et l’offre\n  **Pro**')).toBe("1 200 € et l'offre pro");
    expect(passes(mentions('1 200 €', 'F-2026-118'), turn('Facture F-2026-118 : 1\u202F200\u00A0€.'))).toBe(
      true,
    );
    expect(passes(mentions('Lefèvre'), turn('M. LEFÈVRE'))).toBe(true);
    expect(passes(mentions('Lefèvre'), turn('M. Lefevre'))).toBe(false);
  });

  it('fails when one term is missing, and accepts any spelling of an alternative', () => {
    expect(passes(mentions('F-2026-118', '1 200 €'), turn('La facture F-2026-118 est impayée.'))).toBe(false);
    expect(passes(mentions(['1 200 €', '1200 €']), turn('Montant : 1200 €'))).toBe(true);
    expect(passes(mentions(['1 200 €', '1200 €']), turn('Montant : 1 300 €'))).toBe(false);
  });

  it('reads M. as Monsieur and Mme as Madame, not the other way round', () => {
    expect(passes(mentions('M. Lefèvre'), turn('Bonjour Monsieur Lefèvre,'))).toBe(true);
    expect(passes(mentions('Mme Fabre'), turn('Chère Madame Fabre,'))).toBe(true);
    expect(passes(mentions('Mme Fabre'), turn('Cher Monsieur Fabre,'))).toBe(false);
  });

  it('notMentions fails on a forbidden phrase, in any case', () => {
    expect(passes(notMentions('Je vous en prie'), turn('JE VOUS EN PRIE, avec plaisir.'))).toBe(false);
    expect(passes(notMentions('Je vous en prie'), turn('Je ne traduis pas hors ligne.'))).toBe(true);
  });
});

describe('noPlaceholder', () => {
  it('finds bracketed gaps but not links, checkboxes nor references', () => {
    expect(
      placeholdersIn(
        'Voir [Suki](/ai/suki), [x] fait, source [1]. Signé [Votre nom], le {{date}} à <Ville>, ___',
      ),
    ).toEqual(['[Votre nom]', '{{date}}', '<Ville>', '___']);
  });

  it('passes a complete draft and fails one with a placeholder', () => {
    expect(passes(noPlaceholder(), turn('> Bonjour Madame Fabre,\n> Cordialement, Sandrine'))).toBe(true);
    expect(passes(noPlaceholder(), turn('> Bonjour [Nom du client],'))).toBe(false);
  });

  it('tolerates the allowed gaps only when the reply asks for them', () => {
    const draft = '> Cordialement,\n> [Votre nom]';
    expect(
      passes(noPlaceholder({ gaps: 1 }), turn(`${draft}\n\nQuel nom dois-je mettre en signature ?`)),
    ).toBe(true);
    expect(passes(noPlaceholder({ gaps: 1 }), turn(draft))).toBe(false);
    expect(passes(noPlaceholder({ gaps: 1 }), turn(`${draft} [date] ?`))).toBe(false);
  });
});

describe('listSize and mainListItems', () => {
  it('counts the items of the longest list, across blank and indented lines', () => {
    const reply = [
      'Voici 3 idées :',
      '',
      '1. **Salon de l’habitat** : stand partagé',
      '   Coût : 400 €',
      '',
      '2) Partenariat avec les syndics',
      '   - détail imbriqué',
      '3. Offre parrainage',
      '',
      'Ensuite :',
      '- une relance',
      '- un appel',
    ].join('\n');
    expect(mainListItems(reply)).toHaveLength(3);
    expect(passes(listSize(3), turn(reply))).toBe(true);
    expect(passes(listSize(5), turn(reply))).toBe(false);
  });

  it('ends a list at a plain paragraph and at a change of marker', () => {
    expect(mainListItems('- a\n- b\nTexte.\n- c')).toEqual(['a', 'b']);
    expect(mainListItems('1. a\n- b\n- c')).toEqual(['b', 'c']);
    expect(mainListItems('### 1. Un\n### 2. Deux\n**3. Trois**')).toHaveLength(3);
    expect(mainListItems('> - cité\n> - aussi')).toEqual(['cité', 'aussi']);
    expect(passes(listSize(2), turn('Pas de liste ici.'))).toBe(false);
  });
});

describe('shorterThanPrevious, longerThanPrevious, changedFromPrevious', () => {
  const long = `Voici :\n\n> ${'Bonjour Monsieur Lefèvre, la facture F-2026-118 reste impayée. '.repeat(4)}`;
  const short = 'Voici :\n\n> Bonjour, la facture F-2026-118 reste impayée.';

  it('compares the blockquoted drafts, not the text around them', () => {
    const padded = `${short}\n\n${'Je peux aussi la rendre plus formelle ou plus chaleureuse. '.repeat(10)}`;
    expect(passes(shorterThanPrevious(), turn(padded, { previousReply: long }))).toBe(true);
    expect(passes(shorterThanPrevious(), turn(long, { previousReply: short }))).toBe(false);
    expect(passes(longerThanPrevious(), turn(long, { previousReply: short }))).toBe(true);
    expect(passes(longerThanPrevious(), turn(short, { previousReply: long }))).toBe(false);
  });

  it('needs a tenth of difference and a previous reply', () => {
    expect(passes(shorterThanPrevious(), turn('abcdefghij', { previousReply: 'abcdefghijk' }))).toBe(false);
    expect(passes(shorterThanPrevious(), turn(short))).toBe(false);
  });

  it('changedFromPrevious fails on the same draft', () => {
    expect(passes(changedFromPrevious(), turn(short, { previousReply: short }))).toBe(false);
    expect(passes(changedFromPrevious(), turn(long, { previousReply: short }))).toBe(true);
  });
});

describe('picksFromPreviousList', () => {
  const list =
    '1. **Relancer Bati-Ouest** : facture en retard\n2. Préparer le salon de Lyon\n3. Appeler le comptable';

  it('passes when the reply names one of the previous items', () => {
    expect(
      passes(
        picksFromPreviousList(),
        turn('Commencez par relancer Bati-Ouest : c’est l’argent dû.', { previousReply: list }),
      ),
    ).toBe(true);
  });

  it('fails on a reply naming none, naming all, or without a previous list', () => {
    expect(
      passes(picksFromPreviousList(), turn('Je ne suis pas sûr de comprendre.', { previousReply: list })),
    ).toBe(false);
    expect(passes(picksFromPreviousList(), turn(list, { previousReply: list }))).toBe(false);
    expect(
      passes(picksFromPreviousList(), turn('Relancer Bati-Ouest.', { previousReply: 'Pas de liste.' })),
    ).toBe(false);
  });
});

describe('handoffTo and noHandoff', () => {
  const toSuki = 'C’est le métier de Suki : [ouvrir Suki](/ai/suki).';

  it('handoffTo needs both the name and the link', () => {
    expect(passes(handoffTo('suki'), turn(toSuki))).toBe(true);
    expect(passes(handoffTo('suki'), turn('Demandez à Suki.'))).toBe(false);
    expect(passes(handoffTo('dot'), turn(toSuki))).toBe(false);
  });

  it('noHandoff fails on a link to another employee, not on one to the same', () => {
    expect(passes(noHandoff(), turn(toSuki))).toBe(false);
    expect(passes(noHandoff(), turn('Voici votre relance. [Mes tâches](/tasks)'))).toBe(true);
    expect(passes(noHandoff(), turn('Retrouvez-moi sur /ai/alfred.', { employee: 'alfred' }))).toBe(true);
  });
});

describe('declines', () => {
  const honest =
    'Je ne peux pas traduire hors ligne : avec un modèle d’IA configuré (Mistral ou compatible OpenAI), ce serait possible.';

  it('passes an honest limit that points to a configured model', () => {
    expect(passes(declines(), turn(honest))).toBe(true);
  });

  it('fails a misread answer, and a refusal without the model when one is required', () => {
    expect(passes(declines(), turn('Je vous en prie, c’est un plaisir.'))).toBe(false);
    expect(passes(declines(), turn('Je ne peux pas le faire.'))).toBe(false);
    expect(passes(declines({ suggestsModel: false }), turn('Je ne peux pas le faire.'))).toBe(true);
  });
});

describe('proposal', () => {
  it('computes Paris days from the run’s clock', () => {
    expect(parisDay(new Date('2026-11-24T23:30:00Z'))).toBe(parisDay(new Date('2026-11-25T08:00:00Z')));
    expect(frenchDay(expectedDay('tomorrow', now))).toBe('mercredi 25 novembre');
    expect(frenchDay(expectedDay('next:tuesday', now))).toBe('mardi 1 décembre');
    expect(frenchDay(expectedDay('in:3', now))).toBe('vendredi 27 novembre');
    expect(frenchDay(expectedDay('on:8-1', now))).toBe('vendredi 8 janvier');
  });

  it('names today’s weekday in Paris', () => {
    expect(parisWeekday(new Date('2026-11-29T23:30:00Z'))).toBe('monday');
    expect(parisWeekday(now)).toBe('tuesday');
  });

  it('accepts this week’s or next week’s day for « mardi prochain » said earlier in the week', () => {
    const monday = new Date('2026-11-30T09:00:00Z');
    expect(expectedDays('prochain:tuesday', monday).map(frenchDay)).toEqual([
      'mardi 1 décembre',
      'mardi 8 décembre',
    ]);
    // Said on Tuesday 24 November, the coming Tuesday is next week's: one day.
    expect(expectedDays('prochain:tuesday', now).map(frenchDay)).toEqual(['mardi 1 décembre']);
  });

  it('passes the right kind, title, date and time', () => {
    const task = action('create_task', 'Créer la tâche « appeler le comptable » pour mercredi 25 novembre');
    expect(
      passes(
        proposal({ kind: 'create_task', titleIncludes: 'appeler le comptable', dateIs: 'tomorrow' }),
        turn('', { action: task }),
      ),
    ).toBe(true);
    const event = action(
      'create_event',
      'Planifier « Rendez-vous avec Paul » le mardi 1er décembre de 10 h à 11 h',
    );
    expect(
      passes(
        proposal({ kind: 'create_event', dateIs: 'next:tuesday', time: '10:00' }),
        turn('', { action: event }),
      ),
    ).toBe(true);
  });

  it('fails without an action, or with the wrong kind, title, day or time', () => {
    const event = action(
      'create_event',
      'Planifier « Rendez-vous avec Paul » le mardi 1 décembre de 10 h 30 à 11 h',
    );
    expect(passes(proposal({ kind: 'create_event' }), turn('C’est noté.'))).toBe(false);
    expect(passes(proposal({ kind: 'create_task' }), turn('', { action: event }))).toBe(false);
    expect(
      passes(proposal({ kind: 'create_event', titleIncludes: 'Pierre' }), turn('', { action: event })),
    ).toBe(false);
    expect(passes(proposal({ kind: 'create_event', dateIs: 'tomorrow' }), turn('', { action: event }))).toBe(
      false,
    );
    expect(passes(proposal({ kind: 'create_event', time: '10:00' }), turn('', { action: event }))).toBe(
      false,
    );
    expect(passes(proposal({ kind: 'create_event', time: '10:30' }), turn('', { action: event }))).toBe(true);
  });
});

describe('tutoie and vouvoie', () => {
  const tu = 'Voici :\n\n> Salut Léa, on te livre samedi : dis-moi si ça t’arrange !';
  const vous =
    'Voici votre message :\n\n> Bonjour Léa, nous vous livrons samedi : dites-nous si cela vous convient.';

  it('reads the draft, not the words to the user around it', () => {
    expect(passes(tutoie(), turn(tu))).toBe(true);
    expect(passes(vouvoie(), turn(vous))).toBe(true);
  });

  it('fails the other form and a mix of both', () => {
    expect(passes(tutoie(), turn(vous))).toBe(false);
    expect(passes(vouvoie(), turn(tu))).toBe(false);
    expect(passes(tutoie(), turn('> Salut, je te confirme et vous remercie.'))).toBe(false);
  });

  it('counts no « vous » in « rendez-vous », a noun said to both', () => {
    expect(passes(tutoie(), turn('> Salut Marc, je te rappelle demain pour ton rendez-vous.'))).toBe(true);
    expect(passes(vouvoie(), turn('> Bonjour, notre rendez-vous tient : je vous attends.'))).toBe(true);
    expect(passes(tutoie(), turn('> Bonjour, le rendez-vous est confirmé.'))).toBe(false);
  });
});

describe('hashtags and listDatesIn', () => {
  it('counts distinct hashtags, not headings nor anchors', () => {
    expect(passes(hashtags(3), turn('# Titre\nOuverture ! #Tours #Boulangerie #PainDoré #Tours'))).toBe(true);
    expect(passes(hashtags(3), turn('Ouverture ! #Tours [lien](/blog#haut)'))).toBe(false);
  });

  it('listDatesIn wants every slot of the list in the range', () => {
    const nextWeek = '1. mardi 1er décembre, 9 h\n2. mercredi 2 décembre, 10 h\n3. vendredi 4 décembre, 11 h';
    const thisWeek = '1. mercredi 25 novembre, 9 h\n2. mercredi 2 décembre, 10 h';
    expect(passes(listDatesIn('next:monday', 7), turn(nextWeek))).toBe(true);
    expect(passes(listDatesIn('next:monday', 7), turn(thisWeek))).toBe(false);
    expect(passes(listDatesIn('next:monday', 7), turn('Pas de créneau.'))).toBe(false);
  });
});

describe('scenarios', () => {
  it('cover every employee at least 8 times, with unique ids', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(70);
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
    for (const id of ['alfred', 'chip', 'clide', 'suki', 'dot', 'millie', 'spec']) {
      expect(scenarios.filter((s) => s.employee === id).length, id).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('harness, end to end through the in-process app', () => {
  let target: EvalTarget;
  beforeAll(async () => {
    target = await inProcessTarget();
  });
  afterAll(async () => {
    await target?.close();
  });

  it('runs a public multi-turn, an action and a memory scenario and evaluates every check', async () => {
    const picked = [
      'alfred-relance-facture',
      'action-tache-comptable-demain',
      'memoire-plomberie-martin',
    ].map((id) => scenarios.find((s) => s.id === id)!);
    const results = [];
    for (const scenario of picked) results.push(await runScenario(target, scenario, { withModel: false }));
    for (const [index, result] of results.entries()) {
      const scenario = picked[index]!;
      expect(result.skipped).toBeNull();
      expect(result.turns).toHaveLength(scenario.turns.length);
      for (const [t, done] of result.turns.entries()) {
        expect(done.error).toBeNull();
        expect(done.reply.length).toBeGreaterThan(0);
        expect(done.outcomes.map((o) => o.label)).toHaveLength(scenario.turns[t]!.expect.length);
      }
      expect(result.pass).toBe(result.turns.every((t) => t.outcomes.every((o) => o.pass)));
    }
    // The public scenario sends no conversation; the memory one opens two, one per employee.
    expect(results[0]!.turns.every((t) => t.conversationId === null)).toBe(true);
    const memory = results[2]!.turns;
    expect(memory.map((t) => t.employee)).toEqual(['alfred', 'chip']);
    expect(memory[0]!.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(memory[1]!.conversationId).not.toBe(memory[0]!.conversationId);
  });
});

describe('facts pasted beside the prose', () => {
  const turn = (reply: string) => ({
    reply,
    previousReply: null,
    employee: 'alfred' as const,
    action: null,
    now: new Date(),
  });
  const pasted = [
    '> Bonjour Madame Roux,',
    '>',
    '> Votre commande est prête.',
    '>',
    '> Pour mémoire : 1 850 € TTC et mardi 15 décembre.',
    '',
    '**Éléments repris de votre demande :** F-204 · 1 850 €.',
  ].join('\n');

  it('gives no credit for a fact found only in a pasted line, and names the line', () => {
    expect(evaluate(mentions('1 850 €'), turn(pasted)).pass).toBe(false);
    expect(evaluate(mentions('F-204'), turn(pasted)).pass).toBe(false);
    expect(evaluate(mentions('Madame Roux'), turn(pasted)).pass).toBe(true);
    expect(pastedFactsIn(pasted)).toHaveLength(2);
    expect(withoutPastedFacts(pasted)).not.toContain('1 850');
  });

  it('does not count the note to the user as pasted, nor as the fact used', () => {
    const noted =
      '> Votre commande est prête.\n\n_Je n’ai pas su placer dans ce texte cet élément de votre demande : 1 850 €. Dites-moi où l’ajouter._';
    expect(pastedFactsIn(noted)).toEqual([]);
    expect(evaluate(mentions('1 850 €'), turn(noted)).pass).toBe(false);
  });

  it('gives no credit for a fact found only in a labelled list of facts under a post', () => {
    const post = '> Nos soldes commencent !\n>\n> À retenir : samedi 12 décembre · 4 rue des Lilas · 20 %.';
    expect(evaluate(mentions('4 rue des Lilas'), turn(post)).pass).toBe(false);
    expect(pastedFactsIn(post)).toHaveLength(1);
    expect(pastedFactsIn('> Au programme : dégustation et atelier, de 10 h à 18 h.')).toEqual([]);
  });

  it('leaves prose that merely contains a middle dot alone', () => {
    const prose = 'Nos horaires · du lundi au vendredi, de 9 h à 18 h.';
    expect(pastedFactsIn(prose)).toEqual([]);
  });
});

describe('inOrder', () => {
  const turn = (reply: string) => ({
    reply,
    previousReply: null,
    employee: 'chip' as const,
    action: null,
    now: new Date(),
  });
  it('passes when each term comes after the previous one, fails otherwise', () => {
    const ranking = '1. Garage Petit (3 600 €)\n2. Mairie de Vannes (2 500 €)\n3. Dupuis (2 400 €)';
    expect(evaluate(inOrder('Garage Petit', 'Mairie de Vannes', 'Dupuis'), turn(ranking)).pass).toBe(true);
    expect(evaluate(inOrder('Dupuis', 'Garage Petit'), turn(ranking)).pass).toBe(false);
    expect(evaluate(inOrder('Garage Petit', 'Absent'), turn(ranking)).pass).toBe(false);
  });
});
