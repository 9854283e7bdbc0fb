import { describe, expect, it } from 'vitest';
import { fold } from '../french.ts';
import { localReply } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { requestedTone } from '../understanding/follow-ups.ts';
import { converse } from './play-conversation.ts';

// Letters from what the user dictates (issue 41): the answer given after a colon is the letter's
// content, not a message received; a tone said in a sentence of its own is the letter's tone; the
// recipient's company is named; a firm reminder invents no earlier reminder.

const now = new Date('2026-11-24T09:00:00Z');
const reply = (content: string) =>
  localReply({
    employee: 'alfred',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });
const draftOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .join('\n');

describe('letters from what the user dictates', () => {
  it('answers with the content given after the colon, every detail of it in the letter', async () => {
    const draft = draftOf(
      await reply(
        'Réponds à mon fournisseur Point P : je confirme la commande n° 4471 de 12 sacs de ciment, livraison le vendredi 28 novembre avant 8h au 3 impasse des Lilas à Villeurbanne.',
      ),
    );
    expect(draft).not.toMatch(/Merci pour votre message|reviens vers vous/);
    for (const fact of [
      '4471',
      '12 sacs de ciment',
      '28 novembre',
      '8 h',
      '3 impasse des Lilas',
      'Villeurbanne',
      'Point P',
    ])
      expect(draft).toContain(fact);
  });

  it('still answers a message pasted after the colon', async () => {
    const text = await reply(
      'Réponds à ce mail : Bonjour, je voudrais savoir si vous livrez le samedi matin à Villeurbanne. Merci, Paul',
    );
    expect(draftOf(text)).toContain('Merci pour votre message');
  });

  it.each([
    ['Courtois mais ferme.', 'firm'],
    ['Sois chaleureux !', 'friendly'],
    ['Ferme mais poli.', 'firm'],
    ['Ferme mais chaleureux.', 'friendly'],
    ['Reste formel.', 'formal'],
    ['Le client est ferme sur son prix et attend notre réponse depuis une semaine.', null],
  ] as const)('reads the tone of « %s » as %s', (sentence, tone) => {
    expect(requestedTone(fold(`Rédige une relance pour M. Roux. ${sentence}`))).toBe(tone);
  });

  it('a firm first reminder to a business: a deadline and the indemnity, no earlier reminder made up', async () => {
    const draft = draftOf(
      await reply(
        'Rédige un mail de relance pour M. Lefèvre de la société Bati-Ouest : la facture F-2026-118 de 1 200 € est impayée depuis le 15 octobre. Courtois mais ferme.',
      ),
    );
    expect(draft).toContain('Bati-Ouest');
    expect(draft).toContain('au plus tard le');
    expect(draft).toContain('40 €');
    expect(draft).not.toMatch(/précédentes relances|simple oubli/);
    expect(draft).not.toContain('Merci pour votre message');
  });
});

describe('the same message in another form (issue 41 follow-ups)', () => {
  async function converse(employee: 'alfred' | 'clide' | 'millie', says: string[]) {
    const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    const replies: string[] = [];
    for (const content of says) {
      messages.push({ role: 'user', content });
      const text = await localReply({ employee, messages, workspace: sampleWorkspaceSnapshot(now), now });
      replies.push(text);
      messages.push({ role: 'assistant', content: text });
    }
    return replies;
  }
  const glasses =
    'Écris à Mme Garnier que ses lunettes sont prêtes, elle peut passer les chercher à partir de jeudi.';

  it('a text message: no subject, no formula, the news said to the reader; shorter still without the greeting', async () => {
    const [letter, sms, shorter] = await converse('alfred', [
      glasses,
      'Fais-en une version SMS',
      'Plus court',
    ]);
    expect(draftOf(letter!)).toContain('vous pouvez passer les chercher');
    expect(sms).toContain('Voici la version SMS du message pour Mme Garnier');
    expect(draftOf(sms!)).toBe(
      '> Bonjour Mme Garnier, vos lunettes sont prêtes, vous pouvez passer les chercher à partir de jeudi.',
    );
    expect(shorter).toContain('du SMS');
    expect(draftOf(shorter!)).toBe(
      '> Vos lunettes sont prêtes, vous pouvez passer les chercher à partir de jeudi.',
    );
  });

  it('a text message holds in one SMS (160 characters) or the length asked, the user’s facts kept', async () => {
    const request =
      'Écris à M. Perrin que son canapé sera livré jeudi 10 décembre entre 8h et 12h, qu’il faudra libérer l’accès au salon et qu’on le remercie de sa patience.';
    const [, sms] = await converse('alfred', [request, 'Fais-en un SMS']);
    const text = draftOf(sms!).replace(/^> /, '');
    expect(text.length).toBeLessThanOrEqual(160);
    for (const fact of ['10 décembre', '8']) expect(text).toContain(fact);
    const [, longer] = await converse('alfred', [request, 'Fais-en un SMS de 300 caractères max']);
    const said = draftOf(longer!).replace(/^> /, '');
    expect(said.length).toBeLessThanOrEqual(300);
    expect(said.length).toBeGreaterThanOrEqual(text.length);
  });

  it('a support reply as a text message keeps the facts and leaves the courtesy out', async () => {
    const [, sms] = await converse('clide', [
      'Réponds à Julie Moreau dont la commande CMD-4521 est arrivée avec 3 jours de retard',
      'Version SMS',
    ]);
    const text = draftOf(sms!);
    expect(text).not.toMatch(/Objet|Bien cordialement|Je comprends/);
    expect(text).toContain('CMD-4521');
    // The order has come: no delivery day is promised, none is made up.
    expect(text).not.toContain('au plus tard le');
  });

  it('subject lines from what the letter says, never more than it says', async () => {
    const [, three] = await converse('alfred', [glasses, 'Propose-moi trois objets de mail']);
    expect(three).toContain('Trois objets possibles pour ce mail');
    expect(three).toContain('1. Vos lunettes');
    expect(three).toContain('3. Vos lunettes sont prêtes à partir de jeudi');
    const [, five] = await converse('alfred', [glasses, 'Donne-moi 5 objets']);
    expect(five).toContain('5. Vos lunettes – Mme Garnier');
    expect(five).not.toMatch(/Merci|Je me permets|N’hésitez/);
    // A sentence of courtesy before the news is skipped; a list's item is read without its dash.
    const [, status] = await converse('millie', [
      'Écris un point d’avancement pour la cliente, Mme Lemoine : fin des travaux repoussée au 9 janvier à cause du carreleur.',
      'Propose-moi trois objets de mail',
    ]);
    expect(status).toContain('2. Fin des travaux repoussée au 9 janvier à cause du carreleur');
    expect(status).not.toMatch(/Je vous adresse|\*\*|- Fin/);
    const [, eight] = await converse('alfred', [glasses, 'Donne-moi 8 objets']);
    expect(eight).toMatch(/je n’en vois pas 8 qui disent vraiment son contenu/);
  });
});

describe('the instruction given is what the letter says (issue 41)', () => {
  it.each([
    [
      'Écris à M. Blanc pour la visite du chantier : propose le 18 ou le 20 décembre à 14h.',
      'Pour la visite du chantier, je vous propose le 18 ou le 20 décembre à 14 h.',
      'Objet :** Visite du chantier',
    ],
    [
      'M. Caron me demande s’il peut passer récupérer sa commande samedi. Dis-lui que c’est bon pour samedi 10h.',
      'C’est d’accord : vous pouvez passer récupérer votre commande samedi à 10 h.',
      'c’est d’accord',
    ],
    [
      'Mme Roy nous demande si elle peut payer en trois fois : réponds-lui que non, pas en dessous de 500 €.',
      'Malheureusement, ce ne sera pas possible : vous ne pouvez pas payer en trois fois, pas en dessous de 500 €.',
      'Réponse à votre demande',
    ],
  ])('« %s »', async (request, sentence, subject) => {
    const draft = draftOf(await reply(request));
    expect(draft).toContain(sentence);
    expect(draft).toContain(subject);
    expect(draft).not.toMatch(/solliciter|reviens vers vous|\bPropose\b|Dis-lui/);
  });
});

describe('« Vos employés vous tutoient » is kept', () => {
  const memory = {
    profile: {
      name: 'Plomberie Martin',
      activity: null,
      city: 'Lyon',
      tone: null,
      signature: null,
      addressForm: 'tu' as const,
    },
    facts: [],
  };
  const answer = (employee: 'alfred' | 'chip', content: string) =>
    localReply({
      employee,
      messages: [{ role: 'user', content }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
      memory,
    });

  it('what the employee says to the user is said with « tu »; the draft for a customer keeps « vous »', async () => {
    const text = await answer('alfred', 'Priorise mes tâches');
    expect(text).toContain('Voici tes 10 tâches');
    expect(text).toMatch(/\*\*Mon conseil :\*\* commence par/);
    const help = await answer('alfred', 'Bonjour, que sais-tu faire ?');
    expect(help).toMatch(/donne les faits/);
    expect(help).toMatch(/Dis « Retiens que… »/);
    const letter = await answer('alfred', 'Écris à Mme Garnier que ses lunettes sont prêtes');
    expect(draftOf(letter)).toMatch(/\b[Vv]os lunettes\b/);
    expect(letter).not.toMatch(/^[^>]*\b(vous|votre|vos)\b/m);
  });
});

describe('the answer the user gives to a customer, said to the customer', () => {
  it('« que ce n’est pas possible mais qu’on lui offre… » → a refusal, then the offer in our voice', async () => {
    const text = await localReply({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content:
            'Mme Fabre voudrait une remise supplémentaire sur un manteau déjà soldé. Réponds-lui que ce n’est pas possible mais qu’on lui offre un bon d’achat de 15 % sur sa prochaine commande.',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(draftOf(text)).toContain(
      'Ce n’est pas possible. En revanche, nous vous offrons un bon d’achat de 15 % sur votre prochaine commande.',
    );
    expect(draftOf(text)).not.toMatch(/qu’on lui|sa prochaine/);
  });
});

describe('a pasted mail answered with what the user wants to tell its sender', () => {
  const asked = `Réponds à ce mail de mon client. Je voudrais lui dire que la cuisine sera posée le 8 janvier, que le plan de travail arrive la veille et que je le rappelle lundi pour confirmer.

« Bonjour Madame Roux,

Cela fait maintenant deux semaines que j'attends une date pour la pose de la cuisine. Pouvez-vous me dire où en est la commande ?

Cordialement,
Marc Lambert »`;

  it('says each thing dictated, to the reader, without the sender’s words or the placeholder', async () => {
    const text = await reply(asked);
    const draft = draftOf(text);
    expect(draft).toMatch(
      /Merci pour votre message\. La cuisine sera posée le 8 janvier\. Le plan de travail arrive la veille\. Je vous rappelle lundi pour confirmer\./,
    );
    expect(draft).not.toMatch(/«\s*…\s*»|Je voudrais lui dire|deux semaines/);
    expect(draft.match(/Merci pour votre message/g)).toHaveLength(1);
    // The pasted mail's own facts (its sender's greeting, « maintenant ») are not asked of the letter.
    expect(text).not.toMatch(/su placer[^\n]*(?:Roux|novembre)/);
  });
});

describe('a customer’s wish answered with what the user decided, then a subject line chosen', () => {
  it('says the wish back before the answer, under a short subject, and keeps the letter for the subject chosen', async () => {
    const [letter = '', subjects = '', chosen = ''] = await converse('alfred', [
      'Réponds à Mme Leroy, une cliente, qui veut retourner une robe achetée en ligne : on accepte le retour jusqu’au 15 janvier, mais les frais de port restent à sa charge.',
      'Propose trois objets pour ce mail',
      'Je prends le deuxième',
    ]);
    expect(draftOf(letter)).toMatch(/\*\*Objet :\*\* Retour de votre robe\n/);
    expect(draftOf(letter)).toMatch(
      /Vous voulez retourner une robe achetée en ligne : nous acceptons le retour jusqu’au 15 janvier/,
    );
    const second = /^2\. (.+)$/m.exec(subjects)?.[1] ?? '';
    expect(second).not.toBe('');
    expect(draftOf(chosen)).toContain(`**Objet :** ${second}`);
    expect(draftOf(chosen)).toMatch(/Madame Leroy/);
  });
});

describe('a pasted mail answered with the owner’s decision', () => {
  it('says the decision dictated, even a refusal with a condition, to the one who signed', async () => {
    const draft = draftOf(
      await reply(`Réponds à ce mail de notre imprimeur : dis-lui qu'on refuse le nouveau délai mais qu'on l'accepterait si les flyers arrivent avant le 15.

Bonjour,
Suite à une panne de notre presse, nous devons décaler la livraison de vos flyers de dix jours. Nous restons à votre écoute.
Bien à vous,
Sandrine Morel
Imprimerie du Port`),
    );
    expect(draft).toMatch(/Bonjour (?:Sandrine|Madame Morel),/);
    expect(draft).toContain('Nous refusons le nouveau délai, mais nous l');
    expect(draft).toContain('accepterions si les flyers arrivent avant le 15');
    expect(draft).not.toMatch(/malheureusement pas y donner suite|Morel Imprimerie|que nous/);
  });
});
