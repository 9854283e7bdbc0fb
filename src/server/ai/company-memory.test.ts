import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { proposedSummary } from '../testing/proposed-action.ts';
import { companyMemoryMaxChars, companyMemoryPrompt } from './company-memory-prompt.ts';
import { createOpenAiCompatibleEngine } from './openai-compatible.ts';
import { modelToolGenerator } from './tools/index.ts';
import { type CompanyMemory, emptyCompanyMemory, type ReplyActions, type ReplyRequest } from './types.ts';

const memoryTitle = "Ce que vous savez de l'entreprise de l'utilisateur";
const bakery: CompanyMemory = {
  profile: {
    name: 'Boulangerie Martin',
    activity: 'boulangerie artisanale',
    city: 'Lyon',
    tone: 'chaleureux',
    signature: 'Marie Martin, gérante',
    addressForm: 'tu',
  },
  facts: [
    { id: 'f1', text: 'Les livraisons partent le mardi et le vendredi.' },
    { id: 'f2', text: 'Le fournisseur de farine est le Moulin Dupuis.' },
  ],
};
const emptyWorkspace: ReplyRequest['workspace'] = { isSample: false, projects: [], tasks: [], events: [] };

describe('companyMemoryPrompt', () => {
  it('is null when the memory holds nothing', () => {
    expect(companyMemoryPrompt(undefined)).toBeNull();
    expect(companyMemoryPrompt(emptyCompanyMemory)).toBeNull();
  });

  it('lists the profile fields that are set, then the facts, with the rules for drafts', () => {
    const block = companyMemoryPrompt(bakery)!;
    expect(block.startsWith(`${memoryTitle} :`)).toBe(true);
    expect(block).toContain('- Entreprise : Boulangerie Martin');
    expect(block).toContain('- Ville : Lyon');
    expect(block).toContain('- Ton des brouillons : chaleureux');
    expect(block).toContain('- Signature : Marie Martin, gérante');
    expect(block).toContain(
      'Faits retenus :\n- Les livraisons partent le mardi et le vendredi.\n- Le fournisseur',
    );
    expect(block).toMatch(/N'écris jamais de crochets à compléter/);
    expect(block).toMatch(/une seule lacune clairement signalée.*demande-la/);
  });

  it('says tutoiement only when the user chose it', () => {
    expect(companyMemoryPrompt(bakery)).toContain("Tutoie l'utilisateur");
    const vous = companyMemoryPrompt({ ...bakery, profile: { ...bakery.profile, addressForm: 'vous' } })!;
    expect(vous).toContain("Vouvoie l'utilisateur");
    expect(vous).not.toContain('Tutoie');
    const unset = companyMemoryPrompt({ ...bakery, profile: { ...bakery.profile, addressForm: null } })!;
    expect(unset).not.toContain('Tutoie');
  });

  it('names only what is set: a memory with one fact has no profile lines', () => {
    const block = companyMemoryPrompt({
      ...emptyCompanyMemory,
      facts: [{ id: 'a', text: 'Fermé le lundi.' }],
    })!;
    expect(block).toContain('- Fermé le lundi.');
    expect(block).not.toMatch(/Entreprise :|Ville :|Signature :/);
  });

  it('stays within its bound, keeping the newest facts, each on one line', () => {
    const facts = Array.from({ length: 60 }, (_, i) => ({
      id: String(i),
      text: `Fait numéro ${i} :\nsur deux lignes. ${'détail '.repeat(60)}`,
    }));
    const block = companyMemoryPrompt({ ...bakery, facts })!;
    expect(block.length).toBeLessThanOrEqual(companyMemoryMaxChars);
    expect(block).toContain('Fait numéro 59 : sur deux lignes.');
    expect(block).not.toContain('Fait numéro 0 :');
    expect(block).toMatch(/\(\d+ faits plus anciens non affichés\)/);
    expect(block).not.toMatch(/:\nsur deux lignes/);
  });
});

describe('the company memory with a model provider', () => {
  let provider: FakeOpenAiServer;
  let engine: ReturnType<typeof createOpenAiCompatibleEngine>;
  const systemSent = () =>
    (provider.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>)[0]!;

  beforeAll(async () => {
    provider = await startFakeOpenAiServer({ kind: 'reply', words: ['Bonjour'] });
    engine = createOpenAiCompatibleEngine({
      id: 'openai-compatible',
      baseURL: provider.baseUrl,
      apiKey: 'sk-test',
      model: 'fake-model',
      timeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await provider?.close();
  });
  beforeEach(() => {
    provider.setMode({ kind: 'reply', words: ['Voici', 'le', 'brouillon.'] });
  });

  async function reply(request: Partial<ReplyRequest>): Promise<string> {
    let text = '';
    for await (const piece of engine.streamReply({
      employee: 'suki',
      messages: [{ role: 'user', content: 'Écris un post pour la fête du pain' }],
      workspace: emptyWorkspace,
      now: new Date('2026-11-24T09:00:00Z'),
      ...request,
    })) {
      text += piece;
    }
    return text;
  }

  it('puts the memory block in the system prompt the provider receives', async () => {
    expect(await reply({ memory: bakery })).toBe('Voici le brouillon.');
    const system = systemSent();
    expect(system.role).toBe('system');
    expect(system.content).toContain('Tu es Suki');
    expect(system.content).toContain(memoryTitle);
    expect(system.content).toContain('Boulangerie Martin');
    expect(system.content).toContain('Le fournisseur de farine est le Moulin Dupuis.');
    expect(system.content).toContain("Tutoie l'utilisateur");
  });

  it('sends no memory block when the memory is empty', async () => {
    await reply({ memory: emptyCompanyMemory });
    expect(systemSent().content).not.toContain(memoryTitle);
  });

  it("gives the model remember_fact, whose call reaches the user's memory", async () => {
    const remembered: string[] = [];
    const actions: ReplyActions = {
      propose: async () => proposedSummary,
      remember: async (fact) => {
        remembered.push(fact);
        return `Retenu : « ${fact} »`;
      },
    };
    provider.setMode({
      kind: 'tool',
      name: 'remember_fact',
      args: { fact: 'Nos clients préférés sont les restaurants du quartier.' },
      words: ['C’est', 'noté.'],
    });
    const text = await reply({
      messages: [
        { role: 'user', content: 'Retiens que nos clients préférés sont les restaurants du quartier' },
      ],
      actions,
    });
    expect(text).toBe('C’est noté.');
    expect(remembered).toEqual(['Nos clients préférés sont les restaurants du quartier.']);
    const sent = provider.requests.at(-1)!.body;
    const tools = sent.tools as Array<{ function: { name: string; description: string } }>;
    expect(tools.find((t) => t.function.name === 'remember_fact')?.function.description).toContain(
      "Enregistre un fait durable sur l'entreprise de l'utilisateur",
    );
    const toolTurn = (sent.messages as Array<{ role: string }>).find((m) => m.role === 'tool');
    expect(JSON.stringify(toolTurn)).toContain('Retenu : « Nos clients préférés');
  });

  it('offers no remember_fact without a way to remember', async () => {
    await reply({ actions: { propose: async () => proposedSummary } });
    const tools = provider.requests.at(-1)!.body.tools as Array<{ function: { name: string } }>;
    expect(tools.map((t) => t.function.name)).toContain('create_task');
    expect(tools.map((t) => t.function.name)).not.toContain('remember_fact');
  });

  it('sends a long conversation bounded to its newest turns, ending with the new message', async () => {
    const messages = Array.from({ length: 61 }, (_, i) => ({
      role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
      content: `tour ${i} ${'mot '.repeat(250)}`,
    }));
    await reply({ messages });
    const sent = (provider.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>).slice(
      1,
    );
    expect(sent.length).toBeLessThan(messages.length);
    expect(sent.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(24_000);
    expect(sent.at(-1)).toEqual({ role: 'user', content: messages.at(-1)!.content });
    expect(sent[0]!.role).toBe('user');
    expect(sent.map((m) => m.content)).toEqual(messages.slice(-sent.length).map((m) => m.content));
  });

  it('puts the memory block in the tool panels’ system prompt too', async () => {
    const tools = modelToolGenerator(engine, 'openai-compatible');
    provider.setMode({
      kind: 'reply',
      words: [JSON.stringify({ subject: 'La fête du pain', body: 'Bonjour,\n\nVenez nous voir.\n\nMarie' })],
    });
    const draft = await tools.email(
      { task: 'Annoncer la fête du pain', emailType: 'newsletter' },
      { workspace: emptyWorkspace, now: new Date('2026-11-24T09:00:00Z'), memory: bakery },
    );
    expect(draft.subject).toBe('La fête du pain');
    const sent = provider.requests.at(-1)!.body;
    expect(sent.stream).not.toBe(true);
    const system = (sent.messages as Array<{ role: string; content: string }>)[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(memoryTitle);
    expect(system.content).toContain('Marie Martin, gérante');

    await tools.email(
      { task: 'Annoncer la fête du pain', emailType: 'newsletter' },
      { workspace: emptyWorkspace, now: new Date('2026-11-24T09:00:00Z') },
    );
    const without = (provider.requests.at(-1)!.body.messages as Array<{ content: string }>)[0]!;
    expect(without.content).not.toContain(memoryTitle);
  });
});
