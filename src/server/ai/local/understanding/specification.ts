// « Rédige un cahier des charges pour la refonte de notre site », « Il me faut une expression de
// besoins pour notre futur logiciel de caisse » : a specification to write for a project, read by
// the document named, whatever the project is.
import { fold } from '../french.ts';

/** The names of the document, on folded text; drafts/specification.ts reads the project after them. */
export const specificationNames =
  '(?:cahiers? des charges|c\\.?d\\.?c|expressions? de besoins?|specifications? (?:fonctionnelles?|techniques?)|brief (?:projet|technique|fonctionnel|prestataire))';
const specificationNamed = new RegExp(`\\b${specificationNames}\\b`);

/** True when the message asks for a specification of a project (to write, prepare, draft). */
export function asksForSpecification(command: string): boolean {
  return specificationNamed.test(fold(command));
}
