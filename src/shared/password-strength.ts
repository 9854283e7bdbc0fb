// SPEC.md §5: the strength rule shared by the sign-up meter and the server check.
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const strongPasswordLength = 12;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const passwordStrengthLabels: Record<PasswordStrength, string> = {
  weak: 'Faible',
  medium: 'Moyen',
  strong: 'Fort',
};

export const weakPasswordMessage =
  'Mot de passe trop faible. Utilisez au moins 8 caractères avec majuscules, minuscules et chiffres.';

/** Number of character classes among uppercase, lowercase, digit and symbol. */
export function characterClassCount(password: string): number {
  const classes = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];
  return classes.filter((re) => re.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < passwordMinLength) return 'weak';
  const classes = characterClassCount(password);
  if (classes >= 3 && length >= strongPasswordLength) return 'strong';
  if (classes >= 2) return 'medium';
  return 'weak';
}
