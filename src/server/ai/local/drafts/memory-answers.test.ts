import { describe, expect, it } from 'vitest';
import type { CompanyMemory, ReplyRequest, WorkspaceSnapshot } from '../../types.ts';
import { localReply } from '../local-engine.ts';
import { factsAsked } from './memory-answers.ts';

// Saturday 28 November 2026, noon in Paris.
const now = new Date('2026-11-28T11:00:00Z');
const empty: WorkspaceSnapshot = { isSample: false, projects: [], tasks: [], events: [] };

function memoryOf(...facts: string[]): CompanyMemory {
  return {
    profile: { name: null, activity: null, city: null, tone: null, signature: null, addressForm: null },
    facts: facts.map((text, index) => ({ id: String(index), text })),
  };
}

function ask(message: string, memory: CompanyMemory, workspace: WorkspaceSnapshot = empty) {
  const request: ReplyRequest = {
    employee: 'alfred',
    messages: [{ role: 'user', content: message }],
    workspace,
    now,
    memory,
  };
  return localReply(request);
}

describe('remembered facts answer questions', () => {
  it('finds the facts every word of a question is about', () => {
    const facts = [
      'Je ne travaille pas le mercredi après-midi',
      'Notre délai de livraison est de 5 jours ouvrés',
    ];
    expect(factsAsked('Quel jour je ne travaille pas ?', facts)).toEqual([facts[0]]);
    expect(factsAsked('C’est quoi deja notre delai de livraison ?', facts)).toEqual([facts[1]]);
    // A verb and its pronoun (« Rappelle-moi », « sais-tu ») are no topic.
    expect(factsAsked('Rappelle-moi quel jour je ne travaille pas ?', facts)).toEqual([facts[0]]);
    expect(factsAsked('Sais-tu notre délai de livraison ?', facts)).toEqual([facts[1]]);
    expect(factsAsked('Quels sont mes rendez-vous de demain ?', facts)).toEqual([]);
    // Not a question: a request to write, whatever its words.
    expect(factsAsked('Rédige un mail sur notre délai de livraison', facts)).toEqual([]);
  });

  it('answers in the second person, in grammatical French', async () => {
    const reply = await ask(
      'Quel jour je ne travaille pas ?',
      memoryOf('Je ne travaille pas le mercredi après-midi.'),
    );
    expect(reply).toBe('Vous m’avez dit que vous ne travaillez pas le mercredi après-midi.');
  });

  it('lists the profile and the facts when asked what it knows of the company', async () => {
    const reply = await ask(
      'Que sais-tu de mon entreprise ?',
      memoryOf(
        'Mon entreprise s’appelle Menuiserie Garnier, à Nantes.',
        'Nous faisons surtout des cuisines sur mesure.',
      ),
    );
    expect(reply).toContain('**Nom** : Menuiserie Garnier');
    expect(reply).toContain('**Ville** : Nantes');
    expect(reply).toContain('- Vous faites surtout des cuisines sur mesure.');
    expect(reply).not.toContain('Nous faisons');
  });

  it('says plainly when nothing is remembered yet', async () => {
    const reply = await ask('Que sais-tu de mon entreprise ?', memoryOf());
    expect(reply).toContain('Je n’ai encore rien retenu de votre entreprise.');
  });
});

describe('appointments proposed against what the user said', () => {
  it('warns of an appointment in a time the user does not work, not of one outside it', async () => {
    const memory = memoryOf('Je ne travaille pas le mercredi après-midi.');
    const afternoon = await ask('Ajoute un rendez-vous avec le comptable mercredi à 15h', memory);
    expect(afternoon).toContain(
      'Attention : vous m’avez dit que vous ne travaillez pas le mercredi après-midi. « Rendez-vous avec le comptable » tombe le mercredi 2 décembre à 15 h',
    );
    const morning = await ask('Ajoute un rendez-vous avec le comptable mercredi à 10h', memory);
    expect(morning).not.toContain('Attention');
  });

  it('flags an appointment over another one, in the planning or waiting for approval', async () => {
    const workspace: WorkspaceSnapshot = {
      ...empty,
      events: [],
      pendingEvents: [
        {
          title: 'Rendez-vous avec Paul',
          start: '2026-12-03T09:00:00.000Z',
          end: '2026-12-03T10:00:00.000Z',
        },
      ],
    };
    const reply = await ask('prends rdv chez le dentiste jeudi a 10h30', memoryOf(), workspace);
    expect(reply).toContain(
      'Vous avez déjà « Rendez-vous avec Paul » le jeudi 3 décembre de 10 h à 11 h, en attente de votre accord : les deux se chevauchent.',
    );
  });
});
