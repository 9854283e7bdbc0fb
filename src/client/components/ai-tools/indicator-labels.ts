// French names of the report indicators; the API keeps SPEC.md's keys (Revenue, Leads...).
const labels: Record<string, string> = {
  Revenue: "Chiffre d'affaires",
  Leads: 'Leads',
  Conversions: 'Conversions',
  Pipeline: 'Pipeline',
  'Deal Size': 'Montant moyen des affaires',
  'Sales Cycle': 'Cycle de vente',
  Impressions: 'Impressions',
  Clicks: 'Clics',
  CTR: 'Taux de clic (CTR)',
  ROAS: 'Retour sur dépenses pub (ROAS)',
  Followers: 'Abonnés',
  Engagement: 'Engagement',
  Headcount: 'Effectif',
  Turnover: 'Taux de rotation',
  Satisfaction: 'Satisfaction',
  'Time to Hire': 'Délai de recrutement',
  Absenteeism: 'Absentéisme',
  Expenses: 'Dépenses',
  Margin: 'Marge',
  'Cash Flow': 'Trésorerie',
  Receivables: 'Créances clients',
  'Tasks Completed': 'Tâches terminées',
  'Time Tracked': 'Temps suivi',
  'Project Progress': 'Avancement des projets',
  'Overdue Tasks': 'Tâches en retard',
  'On-time Rate': 'Respect des délais',
};

export function indicatorLabel(key: string): string {
  return labels[key] ?? key;
}
