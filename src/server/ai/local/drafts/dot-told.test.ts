import { describe, expect, it } from 'vitest';
import { requirementsAgainstCv, thingsToBring } from './dot.ts';
import { converse, draftOf } from './play-conversation.ts';

// Dot writes what the user tells the candidate: news that is no good news is said plainly in the
// company's « nous », and the days the user offers for an interview are the ones in the invitation.

describe('Dot says what the user tells the candidate', () => {
  it('says bad news as the user says it, never as an announcement with next steps', async () => {
    const [reply] = await converse('dot', [
      "Réponds à Sarah Benali qu'on n'a pas de poste pour l'instant mais qu'on garde son CV six mois",
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Nous n’avons pas de poste pour l');
    expect(draft).toContain(', mais nous gardons votre CV six mois.');
    expect(draft).not.toMatch(/plaisir de vous annoncer|prochaines étapes|qu'nous|que on/);
  });

  it('keeps good news as an announcement', async () => {
    const [reply] = await converse('dot', [
      'Écris à Paul Girard pour lui dire qu’il est retenu pour le poste de vendeur',
    ]);
    expect(draftOf(reply!)).toContain('J’ai le plaisir de vous annoncer que vous êtes retenu');
  });

  it('invites to the days the user offers, a time said once going with each', async () => {
    const [reply] = await converse('dot', [
      'Invite Karim Haddad à un entretien pour le poste de commis, propose-lui le mardi 15 ou le jeudi 17 décembre à 10h',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain(
      'Je vous propose un entretien le mardi 15 décembre à 10 h ou le jeudi 17 décembre à 10 h.',
    );
    expect(reply).not.toContain("créneaux d'entretien libres");
    expect(reply).not.toContain('Je n’ai pas su placer');
  });

  it('writes the same invitation to another candidate, with the days offered', async () => {
    const [, reply] = await converse('dot', [
      'Invite Mme Nadia Roussel à un entretien pour le poste de vendeuse, 14 rue Nationale à Tours. Propose-lui le lundi 7 décembre ou le mercredi 9 décembre à 14 h.',
      'Fais le même message pour Antoine Leroy, candidat au même poste.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Monsieur Leroy');
    expect(draft).toContain('le lundi 7 décembre à 14 h ou le mercredi 9 décembre à 14 h');
    expect(draft).not.toContain('Roussel');
  });

  it('says news told after a colon that closes the position, and what the user adds', async () => {
    const [reply] = await converse('dot', [
      'Écris à Léa Morin, vue en entretien le 3 décembre pour le poste de vendeuse : on a retenu une candidate plus expérimentée, mais on aimerait la rappeler pour la saison prochaine.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('lors de l’entretien du 3 décembre');
    expect(draft).toContain(
      'Nous avons le regret de vous informer que nous avons retenu une candidate plus expérimentée, mais nous aimerions vous rappeler pour la saison prochaine.',
    );
    expect(draft).not.toMatch(/plaisir de vous annoncer|créneaux/);
  });
});

describe('Dot writes a job offer from the details after the colon', () => {
  it('uses the title, contract, pay range and conditions, and shortens on « version courte »', async () => {
    const [offer, short] = await converse('dot', [
      'Écris une annonce : électricienne en CDD de 6 mois à Quimper, entre 1 900 et 2 100 € brut par mois, permis B, astreintes le week-end et véhicule de fonction',
      'Une version courte pour le site, stp',
    ]);
    const draft = draftOf(offer!);
    expect(draft).toContain('Électricienne (H/F) · CDD de 6 mois · Quimper');
    expect(draft).toContain('Rémunération : entre 1 900 et 2 100 € brut par mois');
    expect(draft).toContain('astreintes le week-end et véhicule de fonction');
    expect(draft).not.toContain('à préciser');
    expect(draftOf(short!).length).toBeLessThan(draft.length);
    expect(draftOf(short!)).toContain('entre 1 900 et 2 100 €');
  });
});

describe('Dot reads a pasted CV against the requirements the request states', () => {
  it('checks a diploma, the years of experience and a day of availability', () => {
    const checks = requirementsAgainstCv(
      'Ce CV convient ? Exigés : CAP cuisine, 2 ans d’expérience et être disponible le dimanche.',
      'Thomas Le Goff\nCuisinier\nFormation : CAP cuisine (2019)\n- 2017-2019 : apprenti, Le Quai\n- 2020 - aujourd’hui : cuisinier, brasserie Le Quai\nDisponibilités : du mardi au samedi',
      2026,
    );
    expect(checks?.map((check) => check.met)).toEqual([true, true, false]);
    expect(checks?.[1]?.evidence).toContain('6 ans d’expérience comme cuisinier, après 2 ans');
  });

  it('names the CV’s owner and answers with strengths and weaknesses', async () => {
    const [reply = ''] = await converse('dot', [
      'Ce profil colle pour le poste de vendeuse ? Il faut le permis B et 2 ans d’expérience minimum.\n\nLéa Moreau\nVendeuse — Rennes\nExpérience :\n- 2024-2025 : vendeuse, boutique Lin & Co\nLangues : anglais',
    ]);
    expect(reply).toContain('candidature de Léa Moreau');
    expect(reply).toContain('**Points faibles**');
    expect(reply).toMatch(/Le permis B\*\* : non — absent du CV/);
    expect(reply).toMatch(/2 ans d’expérience minimum\*\* : non — 1 an d’expérience comme vendeuse/);
  });

  it('invites the CV’s owner on « Invite-la », with what the user asks her besides', async () => {
    const [, reply = ''] = await converse('dot', [
      'Ce profil colle pour le poste de cuisinière ? Il faut le CAP cuisine.\n\nSarah Benali\nCuisinière — Brest\nFormation : CAP cuisine (2019)\n- 2020-2024 : commis, restaurant Le Grand Large, Brest',
      'Invite-la à un entretien le 8 décembre à 15h et précise-lui que le poste est à pourvoir en janvier.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour Madame Benali');
    expect(draft).toContain('le poste est à pourvoir en janvier');
    expect(draft).not.toContain('Grand Large');
  });
});

describe('what the candidate is asked to bring', () => {
  it.each([
    ['Invite-la lundi à 11 h. Qu’elle apporte son book.', 'Merci d’apporter votre book.'],
    [
      'Convoque-le jeudi à 9 h, demande-lui d’apporter ses diplômes et une pièce d’identité',
      'Merci d’apporter vos diplômes et une pièce d’identité.',
    ],
    [
      'Entretien mardi 10 h ; il doit venir avec sa tenue de travail.',
      'Merci d’apporter votre tenue de travail.',
    ],
  ])('%s', (command, said) => {
    expect(thingsToBring(command)).toBe(said);
  });

  it('is nothing when nothing is asked', () => {
    expect(thingsToBring('Invite Paul Martin à un entretien jeudi à 14 h.')).toBeNull();
  });

  it('is in the invitation, and a pasted CV’s former employer and town are not', async () => {
    const [reply] = await converse('dot', [
      'Voici un CV : « Léa Morel – Boulangère – Quimper. Expérience : 2020-2026 boulangère, Maison Kerjean, Quimper. » Invitez-la à un entretien le jeudi 10 décembre à 15 h à la boutique. Qu’elle apporte son CAP.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Merci d’apporter votre CAP.');
    expect(draft).not.toMatch(/Kerjean|à Quimper|qu’elle apporte/i);
  });
});

describe('a refusal after the candidates were listed', () => {
  it('names the job of the earlier request that named the candidate', async () => {
    const [, reply] = await converse('dot', [
      'Poste de cuisinier : CAP cuisine exigé. Candidats : Marc Olivier (CAP, 3 ans en brasserie), Paul Morin (CAP, 5 ans), Lina Robin (BEP vente, 2 ans en boutique). Qui je convoque en entretien ?',
      'Écris le refus pour Lina Robin.',
    ]);
    expect(draftOf(reply ?? '')).toContain('poste de cuisinier');
  });
});

describe('Dot: « invite-le » after one candidate retained', () => {
  it('invites that candidate for the job sorted, without naming the others', async () => {
    const [, invitation] = await converse('dot', [
      'Poste de boulanger en CDI à Quimper. Critères : CAP obligatoire, disponible avant le 1er février. Candidats : Louis Kerjean (CAP, dispo le 4 janvier), Marc Tanguy (pas de CAP, dispo tout de suite), Paul Riou (CAP, dispo en mars). Qui je convoque ?',
      'Invite-le à un entretien vendredi 11 décembre à 8 h à la boulangerie.',
    ]);
    expect(invitation).toContain('Bonjour Monsieur Kerjean');
    expect(invitation).toContain('au poste de boulanger');
    expect(invitation).toContain('vendredi 11 décembre à 8 h, à la boulangerie');
    expect(invitation).not.toMatch(/Tanguy|Riou|Invite-le/);
  });
});

describe('Dot: a refusal dictated with the candidate in the third person', () => {
  it('says « le », « il » and the spoken « dispo » to the candidate', async () => {
    const [reply] = await converse('dot', [
      'Écris à Nicolas Guillou : on ne le retient pas pour le poste de commis de cuisine, mais on le rappellera pour la saison d’été s’il est toujours dispo.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Bonjour Monsieur Guillou');
    expect(draft).toContain('Nous ne retenons pas votre candidature');
    expect(draft).toContain('nous vous rappellerons pour la saison d’été si vous êtes toujours disponible');
    expect(draft).not.toMatch(/\b(?:on|le|il|dispo)\s+(?:ne|rappellera|retient|est)\b/);
  });
});
