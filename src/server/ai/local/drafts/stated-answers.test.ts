import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { answerAfterColon } from './chip-clide.ts';
import { givenAnswerSaid } from './letters.ts';

const now = new Date('2026-11-30T10:00:00Z');
const ask = async (employee: string, content: string) =>
  (
    await localAnswer({
      employee,
      messages: [{ role: 'user', content }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    } as never)
  ).text;

describe('the answer stated after the colon of the request', () => {
  it('is read whatever its subject, and not when it is a message or a problem', () => {
    expect(answerAfterColon('Écris à M. Le Bihan : votre commande part jeudi par Colissimo', null)).toBe(
      'votre commande part jeudi par Colissimo',
    );
    expect(
      answerAfterColon('Réponds à Mme Caro, qui attend son lave-linge : le livreur passe lundi', null),
    ).toBe('le livreur passe lundi');
    expect(answerAfterColon('Réponds à M. Abel : nous avons annulé la commande hier', null)).toBe(
      'nous avons annulé la commande hier',
    );
    expect(answerAfterColon('Réponds à ce mail de Mme Caro : votre colis est en retard', null)).toBeNull();
    expect(answerAfterColon('Réponds à Mme Caro : Bonjour, je n’ai rien reçu', null)).toBeNull();
    expect(answerAfterColon('Réponds à Mme Caro : sa commande est arrivée cassée', null)).toBeNull();
  });

  it('says what we did to the reader, in the tense the user gave', () => {
    expect(givenAnswerSaid('on l’a remboursé de 45 € ce matin')).toBe(
      'Nous vous avons remboursé de 45 € ce matin.',
    );
    expect(givenAnswerSaid('on la rappelle demain')).toBe('Nous vous rappelons demain.');
  });

  it('replaces our stock resolution, which would contradict it', async () => {
    const refunded = await ask(
      'clide',
      'Réponds à Mme Caro, qui a payé deux fois sa commande : on l’a remboursée ce matin',
    );
    expect(refunded).toMatch(/Nous vous avons remboursée? ce matin/);
    expect(refunded).not.toMatch(/dès aujourd’hui|nous vous remboursons/);
    const told = await ask(
      'clide',
      'Réponds à M. Abel qui a été prélevé deux fois. Dis-lui qu’on l’a remboursé avant-hier.',
    );
    expect(told).toMatch(/Nous vous avons remboursé avant-hier/);
    expect(told).not.toMatch(/nous vous remboursons/);
    const visit = await ask(
      'clide',
      'Écris à M. Abel, dont la pompe à chaleur est en panne : un technicien passe jeudi entre 14h et 16h',
    );
    expect(visit).toMatch(/Un technicien passe jeudi entre 14 h et 16 h/);
    expect(visit).not.toMatch(/commande du|je reviens vers vous/);
  });
});

describe('stock promises the user did not make', () => {
  it('are not written in a refusal with no reason', async () => {
    for (const content of ['Refuse la proposition de Mme Perrot.', 'Décline l’offre de M. Garnier.']) {
      const letter = await ask('alfred', content);
      expect(letter).not.toMatch(/coordonnées|prochaine occasion|reviens vers vous|recontacter/);
      expect(letter).toMatch(/Bien cordialement/);
    }
  });

  it('keep the CV only when the user says so', async () => {
    const plain = await ask(
      'dot',
      'Écris à Paul Henry que sa candidature au poste de serveur n’est pas retenue.',
    );
    expect(plain).not.toMatch(/gardons votre CV|reviendrons vers vous/);
    const kept = await ask(
      'dot',
      'Écris à Paul Henry que sa candidature au poste de serveur n’est pas retenue, on garde son CV.',
    );
    expect(kept).toMatch(/CV/);
  });
});
