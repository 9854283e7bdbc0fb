import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';
import { quotedTexts, themesOf, withArticle } from './recurring-themes.ts';

describe('the themes of quoted reviews', () => {
  it('counts a theme once per review, the words of one family together', () => {
    const themes = themesOf([
      'On a attendu 40 minutes, service lent',
      'Service impeccable mais attente au téléphone',
      'Très long à attendre',
      'Rien à redire sur le service',
    ]);
    const service = themes.find((theme) => theme.word === 'service');
    expect(service?.mentions.map((mention) => mention.review)).toEqual([0, 1, 3]);
    // Named by the noun, not by the verb's forms.
    const waiting = themes.find((theme) => theme.word === 'attente');
    expect(waiting?.mentions.map((mention) => mention.review)).toEqual([0, 1, 2]);
  });

  it('reads the reviews as quotes or as list lines', () => {
    expect(quotedTexts('« a b c » « d e f » « g h i »')).toHaveLength(3);
    expect(quotedTexts('Retours :\n- Café froid\n- Café excellent\n- Terrasse bruyante')).toEqual([
      'Café froid',
      'Café excellent',
      'Terrasse bruyante',
    ]);
    expect(quotedTexts('« un seul avis »')).toEqual([]);
  });

  it('says a theme with its article', () => {
    expect(withArticle('attente')).toBe('l’attente');
    expect(withArticle('livraison')).toBe('la livraison');
    expect(withArticle('service')).toBe('le service');
    expect(withArticle('personnel')).toBe('le personnel');
    expect(withArticle('tarifs')).toBe('les tarifs');
  });
});

describe('what comes back most in the reviews pasted', () => {
  it('says the theme most named with its count, its tone and the words, then the others', async () => {
    const [reply = ''] = await converse('spec', [
      'J’ai reçu ces commentaires sur notre page, qu’est-ce qui ressort ? « Livraison rapide, emballage soigné » « Livraison en retard de trois jours » « Produit conforme mais livraison lente » « Emballage abîmé » « Rien à redire »',
    ]);
    expect(reply).toMatch(/\*\*la livraison, dans 3 commentaires sur 5\*\*/);
    expect(reply).toContain('une fois en compliment, deux fois en reproche');
    expect(reply).toContain('« Livraison en retard de trois jours »');
    expect(reply).toMatch(/\*\*L’emballage\*\* : 2 commentaires sur 5/);
    expect(reply).toContain('ce qui est reproché, c’est surtout la livraison');
  });

  it('says every theme named as often as the first', async () => {
    const [reply = ''] = await converse('spec', [
      'Quels sont les points communs de ces retours ? « Accueil froid » « Parking introuvable » « Prix élevés » « Accueil souriant » « Parking trop petit » « Prix doux »',
    ]);
    expect(reply).toContain('trois sujets reviennent autant : **l’accueil**, **le parking** et **le prix**');
  });

  it('says when nothing comes back twice, for the desk too', async () => {
    const [reply = ''] = await converse('clide', [
      'Voici 3 avis Google, dis-moi ce qui revient le plus :\n- Café excellent\n- Terrasse bruyante\n- Serveuse adorable',
    ]);
    expect(reply).toContain('aucun sujet ne revient deux fois');
    expect(reply).toContain('la terrasse (en reproche)');
  });

  it('is handed to Spec by a colleague who does not run it', async () => {
    const [reply = ''] = await converse('dot', [
      'Voici les retours de nos candidats, qu’est-ce qui revient le plus ? « Entretien trop long » « Accueil chaleureux » « Entretien bien préparé »',
    ]);
    expect(reply).toContain('Spec');
  });
});
