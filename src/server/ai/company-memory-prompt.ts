import type { CompanyProfile } from '../../shared/memory-model.ts';
import type { CompanyMemory } from './types.ts';

/** Upper bound of the memory block, so a long list of facts never crowds out the conversation. */
export const companyMemoryMaxChars = 4000;
const fieldMaxChars = 200;

const profileLabels: Record<Exclude<keyof CompanyProfile, 'addressForm'>, string> = {
  name: 'Entreprise',
  activity: 'Activité',
  city: 'Ville',
  tone: 'Ton des brouillons',
  signature: 'Signature',
};

/** One line of the prompt: what the user typed cannot open a new line or an instruction block. */
function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The block of the system prompt saying what the employees know of the user's company (profile,
 * then remembered facts) and how to use it; null when the memory holds nothing.
 */
export function companyMemoryPrompt(memory: CompanyMemory | undefined): string | null {
  if (!memory) return null;
  const { profile } = memory;
  const profileLines = (Object.keys(profileLabels) as Array<keyof typeof profileLabels>)
    .filter((key) => profile[key]?.trim())
    .map((key) => `- ${profileLabels[key]} : ${oneLine(profile[key]!, fieldMaxChars)}`);
  if (profile.addressForm) {
    profileLines.push(
      `- Adresse à l'utilisateur : ${profile.addressForm === 'tu' ? 'tutoiement' : 'vouvoiement'}`,
    );
  }
  const facts = memory.facts.map((f) => `- ${oneLine(f.text, 500)}`).filter((line) => line.length > 2);
  if (!profileLines.length && !facts.length) return null;

  const instructions = [
    'Consignes :',
    "- Dans chaque brouillon (email, message, post, courrier), utilise le nom de l'entreprise, sa ville, le ton et la signature ci-dessus quand ils sont donnés.",
    profile.addressForm === 'tu'
      ? "- Tutoie l'utilisateur dans tes réponses ; les brouillons adressés à des tiers gardent le vouvoiement."
      : "- Vouvoie l'utilisateur.",
    "- N'écris jamais de crochets à compléter ([nom], [ville], [signature]…) pour une information que l'utilisateur ou cette mémoire a donnée : utilise-la.",
    "- Si une information nécessaire manque vraiment, laisse une seule lacune clairement signalée, par exemple [à compléter : montant], et demande-la à l'utilisateur à la fin de ta réponse.",
  ].join('\n');
  const head = ["Ce que vous savez de l'entreprise de l'utilisateur :", ...profileLines].join('\n');

  // The newest facts matter most: the oldest are left out first when the block would be too long.
  let room = companyMemoryMaxChars - head.length - instructions.length - 40;
  const kept: string[] = [];
  for (const line of [...facts].reverse()) {
    if (line.length + 1 > room) break;
    kept.unshift(line);
    room -= line.length + 1;
  }
  const left = facts.length - kept.length;
  const factsBlock = kept.length
    ? `Faits retenus :\n${kept.join('\n')}${left ? `\n(${left} fait${left > 1 ? 's' : ''} plus ancien${left > 1 ? 's' : ''} non affiché${left > 1 ? 's' : ''})` : ''}`
    : '';
  return [head, factsBlock, instructions].filter(Boolean).join('\n');
}
