import { describe, expect, it } from 'vitest';
import { emptyCompanyMemory } from '../../types.ts';
import { converse } from './play-conversation.ts';

// Suki's keywords: the searches of the user's own activity, town and services, as many as asked when
// the user gave enough to build them, and said so when not; never the SEO checklist instead.

const numbered = (reply: string) => reply.split('\n').filter((line) => /^\d+\.\s/.test(line));

describe('SEO keywords', () => {
  it('builds the searches from the activity, the town and the services listed', async () => {
    const [reply] = await converse('suki', [
      'Donne-moi 8 mots-clés pour ma plomberie à Lyon : dépannage, chauffe-eau, fuite, salle de bain',
    ]);
    const lines = numbered(reply!);
    expect(lines).toHaveLength(8);
    expect(reply).toContain('1. plomberie Lyon');
    for (const service of ['dépannage Lyon', 'chauffe-eau Lyon', 'fuite Lyon', 'salle de bain Lyon'])
      expect(reply).toContain(service);
    expect(reply).not.toMatch(/méta-description de 150/);
  });

  it('reads the trade in « pour le site de mon salon de coiffure », and says what would complete the list', async () => {
    const [reply] = await converse('suki', [
      'Donne-moi 10 mots-clés SEO pour le site de mon salon de coiffure à Nantes',
    ]);
    expect(reply).toContain('salon de coiffure Nantes');
    expect(numbered(reply!).length).toBeLessThan(10);
    expect(reply).toContain('donnez-les-moi');
    expect(reply).toContain('jusqu’à 10');
  });

  it('takes the town from the company profile, and asks for the activity when nothing gives it', async () => {
    const memory = {
      ...emptyCompanyMemory,
      profile: { ...emptyCompanyMemory.profile, activity: 'garage automobile', city: 'Brest' },
    };
    const [known] = await converse('suki', ['Quels mots-clés viser ?'], memory);
    expect(known).toContain('garage automobile Brest');
    const [unknown] = await converse('suki', ['Quels mots-clés viser pour être trouvé ?']);
    expect(unknown).toContain('Pour quelle activité, et dans quelle ville ?');
  });

  it('is Suki’s skill when the classifier places the request elsewhere (the skill’s cue words)', async () => {
    const [reply] = await converse('suki', [
      'il me faut 5 mots cles pour referencer ma boulangerie a Rennes',
    ]);
    expect(reply).toContain('boulangerie Rennes');
    expect(reply).not.toContain('ne fait pas partie de mon rôle');
  });
});
