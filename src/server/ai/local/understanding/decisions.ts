// A decision asked of the analyst: « les avantages et inconvénients de passer à la semaine de
// 4 jours », « les pour et les contre d'ouvrir le dimanche » weigh one change against keeping things
// as they are (drafts/spec.ts builds the grid).

/** Pros and cons asked of one change (on folded text); what follows the match is the change. */
export const prosAndCons =
  /\b(?:(?:les )?avantages? et (?:les )?inconvenients?|(?:les )?pour et (?:les )?contre|(?:les )?points? forts? et (?:les )?points? faibles?|est-ce une bonne idee)\s+(?:de |d'|du |des |a |au |pour )/;

/**
 * One option preferred to another (on folded text): « les avantages de passer en SAS plutôt qu'en
 * SARL », « l'intérêt de louer plutôt que d'acheter ». Groups: the option, the other.
 */
export const preferenceAsked =
  /\b(?:avantages?|interets?|benefices?|atouts?)\s+(?:de |d'|du |a |au )([^?.!;]{3,80}?)\s+plutot\s+(?:que |qu')\s*(?:de |d')?([^?.!;,]{2,60})/;
