import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { overtimeReply, overtimeRequestOf } from './overtime-hours.ts';

// The overtime of the hours the user gives, week by week, against the contract or the legal 35 h.
const reply = (message: string) => {
  const request = overtimeRequestOf(message);
  return request ? overtimeReply(request) : null;
};

describe('overtime hours', () => {
  it('sums the overtime of several weeks against the contract, with the default rates', () => {
    const text = reply(
      'Mon vendeur est à 35h. Ces 4 dernières semaines il a fait 38h, 41h, 36h et 40h. Combien d’heures supplémentaires ça fait au total ?',
    )!;
    expect(text).toContain('- **Semaine 2** : 41 h − 35 h = **6 h**');
    expect(text).toContain('**Total : 3 + 6 + 1 + 5 = 15 heures supplémentaires** sur les 4 semaines.');
    expect(text).toContain('L3121-36');
    expect(text).toContain('les 15 h sont toutes majorées de 25 %');
  });

  it('adds up the hours of each day of a week, « heures sup » abbreviated, half hours included', () => {
    const text = reply(
      'Ma serveuse a fait lundi 9h, mardi 10h, mercredi 8h, jeudi 9h30 et vendredi 7h. Elle est à 35h, combien d’heures sup ?',
    )!;
    expect(text).toContain(
      '9 h (lundi) + 10 h (mardi) + 8 h (mercredi) + 9 h 30 (jeudi) + 7 h (vendredi) = 43 h 30, soit 43 h 30 − 35 h = **8 h 30**',
    );
    expect(text).toContain('8 h à +25 % et 30 min à +50 %');
  });

  it('counts from 35 h with a 39 h contract and says what is beyond the contract', () => {
    const text = reply(
      'Mon apprenti a un contrat de 39 h. Il a fait 42h puis 37h puis 45h. Combien d heures sup je dois lui payer ?',
    )!;
    expect(text).toContain(
      '45 h − 35 h = **10 h** (dont 4 h prévues par le contrat de 39 h et **6 h au-delà**)',
    );
    expect(text).toContain('**9 h au-delà du contrat**');
    expect(text).toContain('17 h à +25 % et 2 h à +50 %');
  });

  it('says a week under the contract instead of subtracting it from the others', () => {
    const text = reply(
      'Il est à 35h, il a fait 33h, 44h et 38h ces trois semaines. Ça fait combien d’heures sup ?',
    )!;
    expect(text).toContain('33 h, 2 h de moins que les 35 h : **aucune heure supplémentaire**');
    expect(text).toContain('= 12 heures supplémentaires**');
    expect(text).toContain('ne se déduisent pas des autres semaines');
  });

  it('prices the overtime at the hourly pay given, the legal 35 h when no contract is said', () => {
    const text = reply(
      'Cette semaine mon cuisinier a fait 47 heures. Combien d’heures sup et à quel taux ? Il est payé 13 € brut de l’heure.',
    )!;
    expect(text).toContain('au-delà de la durée légale de 35 h');
    expect(text).toContain('8 h × 13 € × 1,25 = 130 €');
    expect(text).toContain('4 h × 13 € × 1,5 = 78 €, soit **208 €**');
  });

  it('multiplies the hours of a day by the days worked', () => {
    const text = reply(
      'Elle travaille 10h par jour du lundi au vendredi, contrat de 35h. Combien d’heures supplémentaires ?',
    )!;
    expect(text).toContain('10 h × 5 jours = 50 h, soit 50 h − 35 h = **15 h**');
  });

  it('calls the hours over a part-time contract complementary', () => {
    const text = reply(
      'Ma vendeuse est à 24h par semaine, elle a fait 27h et 30h. Combien d’heures en plus ?',
    )!;
    expect(text).toContain('= 9 heures complémentaires**');
    expect(text).toContain('L3123-8');
  });

  it('leaves alone what gives no hours worked, or only times of day', () => {
    expect(reply('Il travaille de 9h à 18h, combien d heures sup ?')).toBeNull();
    expect(reply('Comment sont payées les heures supplémentaires ?')).toBeNull();
    expect(reply('Rédige une note de service sur les heures supplémentaires : 35h par semaine.')).toBeNull();
  });

  it('is Dot’s, and Millie and Alfred count them too', async () => {
    const now = new Date('2026-11-30T09:00:00Z');
    for (const employee of ['dot', 'millie', 'alfred'] as const) {
      const { text, understood } = await localAnswer({
        employee,
        messages: [
          {
            role: 'user',
            content:
              'Mon vendeur est à 35h, il a fait 41h et 38h ces deux semaines. Ça fait combien d’heures sup ?',
          },
        ],
        workspace: sampleWorkspaceSnapshot(now),
        now,
      });
      expect(understood.skill, employee).toBe('overtime_hours');
      expect(text).toContain('6 + 3 = 9 heures supplémentaires');
    }
  });
});
