// Word lists that tell a person from a place or a company when both are written with a capital.
import { fold } from '../french.ts';

const names = `Adam Adèle Adrien Agathe Agnès Alain Albert Alexandre Alexandra Alexis Alice Aline Amandine Amélie Anaïs André
Andréa Ange Angélique Anne Annie Anthony Antoine Antonin Arnaud Arthur Audrey Aurélie Aurélien Axel Baptiste Benjamin
Benoît Bernard Bertrand Brigitte Bruno Camille Capucine Carole Caroline Catherine Cécile Céline Chantal Charles Charlotte
Chloé Christian Christine Christophe Claire Clara Claude Clément Clémence Coralie Corinne Cyril Damien Daniel Danielle
David Delphine Denis Didier Dominique Dylan Édouard Élise Élodie Éloïse Emma Emmanuel Emmanuelle Enzo Éric Estelle
Étienne Eva Fabien Fabienne Fabrice Fanny Florence Florian Francis Franck François Françoise Frédéric Gabriel Gabrielle
Gaël Gaëlle Gauthier Geneviève Georges Gérard Gilles Grégoire Grégory Guillaume Guy Hélène Henri Hervé Hugo Inès Isabelle
Jacqueline Jacques Jade Jean Jeanne Jérémy Jérôme Joël Jonathan Jordan Joseph Josiane Julia Julie Julien Juliette Justine
Karim Karine Kevin Laetitia Laura Laure Laurence Laurent Léa Léo Léon Léna Lina Lisa Louis Louise Luc Lucas Lucie Ludovic
Lydie Madeleine Maëlle Manon Marc Marcel Margaux Marguerite Marie Marine Marion Martin Martine Mathieu Mathilde Matthieu
Maxime Mélanie Michel Michèle Mickaël Monique Morgane Nadia Nadine Nathalie Nathan Nicolas Nicole Noah Noémie Océane
Olivier Pascal Pascale Patrice Patricia Patrick Paul Pauline Philippe Pierre Quentin Raphaël Rémi Renaud René Richard
Robert Romain Rose Roxane Sabrina Samuel Sandra Sandrine Sarah Sébastien Serge Simon Simone Sophie Stéphane Stéphanie
Suzanne Sylvain Sylvie Thérèse Thibault Thierry Thomas Timothée Tom Valentin Valérie Vanessa Véronique Victor Victoria
Vincent Virginie Xavier Yann Yannick Yves Zoé Mohamed Karima Fatima Rachid Sofia Yasmine Mehdi Ines Malik Leïla
Sonia Myriam Nora Yanis Jules Margot
Théo Noé Sacha Gabin Maël Liam Ethan Timéo Mathis Nolan Evan Ewen Erwan Gaëtan Loïc Tristan Corentin Killian
Kylian Bastien Cédric Jérémie Joris Lionel Marius Martial Mathias Maxence Pierrick Régis Rodolphe Ronan
Tanguy Théophile Titouan Yoann Youssef Ibrahim Ahmed Omar Bilal Sami Nabil Samir Hamza Amine Brieuc Gwenaël
Malo Armel Jean-Pierre Jean-Luc Jean-Marc Jean-François Jean-Claude Jean-Paul Jean-Michel Marc-Antoine
Pierre-Yves Félix Augustin Lilian Mattéo Léandre Louka Thibaut Vivien Yohann Cyrille Dimitri Fabio Gilbert
Hubert Jacky Jimmy Kévin Landry Lucien Maurice Norbert Raymond Roger Steve Steven Teddy Ulysse Wilfried
William Louna Lilou Mila Alba Romy Nina Anna Léonie Lola Lucile Maud Mireille Odile Paulette Gisèle Ginette
Colette Solène Soline Apolline Bérénice Clarisse Elsa Enora Gwenaëlle Gwendoline Héloïse Joséphine Katia Lise
Lorène Maëva Marina Maryse Mélissa Nadège Naïma Ophélie Perrine Salomé Séverine Tiphaine Yvonne Awa Aïcha
Amina Nour Rania Maïwenn Nolwenn Anaëlle Albane Anouk Bernadette Chrystelle Cindy Cloé Denise Édith
Emeline Émilie Eugénie Évelyne Ghislaine Hortense Huguette Ingrid Jennifer Jessica Jocelyne Laurène Liliane
Lucienne Magali Manuela Marie-Claire Marie-Hélène Marie-Laure Mélodie Muriel Odette Paola
Régine Renée Rébecca Sabine Ségolène Sidonie Solange Tatiana Vanina Violaine Yolande
Alex Sam Charlie Noa Eden Sasha Lou Kim Morgan Max Kenzo Rayan Aaron Isaac Eliott Basile Gaspard
Ambre Mia Iris Louane Clémentine Victoire Valentine Blanche`;

const cities = `Paris Marseille Lyon Toulouse Nice Nantes Montpellier Strasbourg Bordeaux Lille Rennes Reims Toulon Grenoble
Dijon Angers Nîmes Villeurbanne Clermont-Ferrand Le Mans Aix-en-Provence Brest Tours Amiens Limoges Annecy Perpignan
Boulogne-Billancourt Metz Besançon Orléans Rouen Mulhouse Caen Nancy Argenteuil Montreuil Roubaix Tourcoing Avignon
Poitiers Versailles Pau La Rochelle Calais Cannes Antibes Colmar Bayonne Biarritz Valence Chambéry Lorient Vannes Quimper
Saint-Étienne Saint-Malo Saint-Nazaire Troyes Niort Ajaccio Bastia Chartres Évry Créteil Nanterre Vincennes Levallois
Neuilly Courbevoie Lens Arras Dunkerque Le Havre Cherbourg Laval Angoulême Périgord Bretagne Normandie Provence Alsace
Occitanie Île-de-France Auvergne Bourgogne Corse Savoie Vendée Gironde France Belgique Suisse Bruxelles Genève Lausanne
Luxembourg Québec Montréal Londres Berlin Madrid Barcelone Rome Milan`;

// The first names above that are women's; the epicene ones (Camille, Claude, Dominique, Ange) are in
// neither list; every other is a man's.
const women = `Adèle Agathe Agnès Alexandra Alice Aline Amandine Amélie Anaïs Andréa Angélique Anne Annie Audrey Aurélie
Brigitte Capucine Carole Caroline Catherine Cécile Céline Chantal Charlotte Chloé Christine Claire Clara Clémence Coralie
Corinne Danielle Delphine Élise Élodie Éloïse Emma Emmanuelle Estelle Eva Fabienne Fanny Florence Françoise Gabrielle
Gaëlle Geneviève Hélène Inès Isabelle Jacqueline Jade Jeanne Josiane Julia Julie Juliette Justine Karine Laetitia Laura
Laure Laurence Léa Léna Lina Lisa Louise Lucie Lydie Madeleine Maëlle Manon Margaux Marguerite Marie Marine Marion Martine
Mathilde Mélanie Michèle Monique Morgane Nadia Nadine Nathalie Nicole Noémie Océane Pascale Patricia Pauline Rose Roxane
Sabrina Sandra Sandrine Sarah Simone Sophie Stéphanie Suzanne Sylvie Thérèse Valérie Vanessa Véronique Victoria Virginie
Zoé Karima Fatima Sofia Yasmine Ines Leïla
Louna Lilou Mila Alba Romy Nina Anna Léonie Lola Lucile Maud Mireille Odile Paulette Gisèle Ginette Colette
Solène Soline Apolline Bérénice Clarisse Elsa Enora Gwenaëlle Gwendoline Héloïse Joséphine Katia Lise Lorène
Maëva Marina Maryse Mélissa Nadège Naïma Ophélie Perrine Salomé Séverine Tiphaine Yvonne Awa Aïcha Amina Nour
Rania Maïwenn Nolwenn Anaëlle Albane Anouk Bernadette Chrystelle Cindy Cloé Denise Édith Emeline
Émilie Eugénie Évelyne Ghislaine Hortense Huguette Ingrid Jennifer Jessica Jocelyne Laurène Liliane
Lucienne Magali Manuela Marie-Claire Marie-Hélène Marie-Laure Mélodie Muriel Odette Paola Régine
Renée Rébecca Sabine Ségolène Sidonie Solange Tatiana Vanina Violaine Yolande
Ambre Mia Iris Louane Clémentine Victoire Valentine Blanche`;
const epicene = 'Camille Claude Dominique Ange Alex Sam Charlie Noa Eden Sasha Lou Kim Morgan';
// Software a job asks for, as its publisher writes it (« autocad » typed fast is « AutoCAD »).
const tools = `AutoCAD Revit ArchiCAD SketchUp SolidWorks CATIA Rhino Allplan Tekla Blender Photoshop Illustrator
InDesign Lightroom Figma Canva Excel Word PowerPoint Outlook WordPress Shopify PrestaShop Sage Cegid EBP Pennylane
QuickBooks Salesforce HubSpot Pipedrive SAP Python JavaScript TypeScript React Java PHP SQL Notion Trello Jira`;

/** A tool's written form by its folded name ("autocad" → "AutoCAD"). */
export const toolNames = new Map(tools.split(/\s+/).map((name) => [fold(name), name] as const));

export const firstNames = new Set(names.split(/\s+/).map(fold));
const womensNames = new Set(women.split(/\s+/).map(fold));
const epiceneNames = new Set(epicene.split(/\s+/).map(fold));

/**
 * « Monsieur » or « Madame » for a first name of the list whose gender is certain (Patrick, Odile…);
 * null for an epicene name (Camille) or one the list does not know: nothing is assumed then.
 */
export function civilityOfFirstName(firstName: string): 'M.' | 'Mme' | null {
  const name = fold(firstName);
  if (!firstNames.has(name) || epiceneNames.has(name)) return null;
  return womensNames.has(name) ? 'Mme' : 'M.';
}
export const frenchCities = new Set(cities.split(/\s+/).map(fold));

/** Each name as written, by its folded form ("saint-etienne" → "Saint-Étienne"). */
export const writtenNames = new Map(
  `${names} ${cities}`.split(/\s+/).map((name) => [fold(name), name] as const),
);
