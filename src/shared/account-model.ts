// The settings page's contract (/settings 'Paramètres'), shared by the form checks and the server.
export const displayNameMax = 100;

/** The word typed to confirm the deletion, when the email is not typed instead. */
export const deletionWord = 'SUPPRIMER';

export function deletionConfirmed(confirmation: string, email: string): boolean {
  const typed = confirmation.trim();
  return typed === deletionWord || typed.toLowerCase() === email.toLowerCase();
}
