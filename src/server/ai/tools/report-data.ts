import type { ReportPeriod, ReportType } from '../../../shared/ai-tools.ts';
import type { WorkspaceSnapshot } from '../types.ts';

// The figures of a report are computed, never invented: from the user's workspace for what it
// holds (tasks, projects), otherwise from a deterministic sample per type, period and indicator.

const periodScale: Record<ReportPeriod, number> = { daily: 1 / 30, weekly: 1 / 4, monthly: 1, quarterly: 3 };

/** [min, max] for a month, whether the figure grows with the period, and its decimals. */
const sampleRanges: Record<string, { min: number; max: number; scales: boolean; decimals: number }> = {
  Revenue: { min: 20_000, max: 120_000, scales: true, decimals: 0 },
  Leads: { min: 40, max: 400, scales: true, decimals: 0 },
  Conversions: { min: 5, max: 60, scales: true, decimals: 0 },
  Pipeline: { min: 50_000, max: 400_000, scales: false, decimals: 0 },
  'Deal Size': { min: 2_000, max: 15_000, scales: false, decimals: 0 },
  'Sales Cycle': { min: 15, max: 60, scales: false, decimals: 0 },
  Impressions: { min: 10_000, max: 200_000, scales: true, decimals: 0 },
  Clicks: { min: 300, max: 6_000, scales: true, decimals: 0 },
  CTR: { min: 0.8, max: 4.5, scales: false, decimals: 2 },
  ROAS: { min: 1.5, max: 6, scales: false, decimals: 2 },
  Followers: { min: 1_000, max: 20_000, scales: false, decimals: 0 },
  Engagement: { min: 1, max: 8, scales: false, decimals: 2 },
  Headcount: { min: 12, max: 80, scales: false, decimals: 0 },
  Turnover: { min: 2, max: 15, scales: false, decimals: 1 },
  Satisfaction: { min: 6, max: 9.2, scales: false, decimals: 1 },
  'Time to Hire': { min: 20, max: 55, scales: false, decimals: 0 },
  Absenteeism: { min: 1, max: 6, scales: false, decimals: 1 },
  Expenses: { min: 15_000, max: 90_000, scales: true, decimals: 0 },
  Margin: { min: 8, max: 35, scales: false, decimals: 1 },
  'Cash Flow': { min: -5_000, max: 40_000, scales: true, decimals: 0 },
  Receivables: { min: 5_000, max: 60_000, scales: false, decimals: 0 },
  'Tasks Completed': { min: 20, max: 90, scales: true, decimals: 0 },
  'Time Tracked': { min: 80, max: 160, scales: true, decimals: 1 },
  'Project Progress': { min: 30, max: 85, scales: false, decimals: 0 },
  'Overdue Tasks': { min: 0, max: 8, scales: false, decimals: 0 },
  'On-time Rate': { min: 70, max: 98, scales: false, decimals: 0 },
};

/** Units shown beside each figure (fr-FR). */
export const dataPointUnits: Record<string, string> = {
  Revenue: '€',
  Pipeline: '€',
  'Deal Size': '€',
  'Sales Cycle': 'jours',
  CTR: '%',
  ROAS: '×',
  Engagement: '%',
  Turnover: '%',
  Satisfaction: '/10',
  'Time to Hire': 'jours',
  Absenteeism: '%',
  Expenses: '€',
  Margin: '%',
  'Cash Flow': '€',
  Receivables: '€',
  'Time Tracked': 'h',
  'Project Progress': '%',
  'On-time Rate': '%',
};

/** FNV-1a, then mulberry32: the same key always gives the same number in [0, 1). */
function seededUnit(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  let t = (hash + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function sampleValue(reportType: ReportType, period: ReportPeriod, point: string): number {
  const range = sampleRanges[point] ?? { min: 10, max: 100, scales: false, decimals: 0 };
  const value = range.min + seededUnit(`${reportType}|${period}|${point}`) * (range.max - range.min);
  const scaled = range.scales ? value * periodScale[period] : value;
  const factor = 10 ** range.decimals;
  return Math.round(scaled * factor) / factor;
}

/** The indicators the workspace can answer; null when it holds nothing to compute them from. */
function workspaceValue(
  point: string,
  workspace: WorkspaceSnapshot,
  today: string,
  period: ReportPeriod,
): number | null {
  if (workspace.isSample) return null;
  // The user's own logged time (0 h when they logged none): never an invented figure (decision 059).
  if (point === 'Time Tracked') return workspace.trackedHours?.[period] ?? null;
  const tasks = workspace.tasks;
  const done = tasks.filter((t) => t.status === 'done');
  const open = tasks.filter((t) => t.status !== 'done');
  switch (point) {
    case 'Tasks Completed':
      return tasks.length ? done.length : null;
    case 'Overdue Tasks':
      return tasks.length ? open.filter((t) => t.dueDate !== null && t.dueDate < today).length : null;
    case 'Project Progress': {
      const active = workspace.projects.filter((p) => p.status !== 'cancelled' && p.tasksTotal > 0);
      if (!active.length) return null;
      return Math.round(active.reduce((sum, p) => sum + p.progress, 0) / active.length);
    }
    case 'On-time Rate': {
      const dated = tasks.filter((t) => t.dueDate !== null);
      if (!dated.length) return null;
      const late = open.filter((t) => t.dueDate !== null && t.dueDate < today).length;
      return Math.round((100 * (dated.length - late)) / dated.length);
    }
    default:
      return null;
  }
}

/** Where a figure stands in the usual range of its indicator for that period: low, middle or high third. */
export function rangePosition(
  period: ReportPeriod,
  point: string,
  value: number,
): 'low' | 'middle' | 'high' | null {
  const range = sampleRanges[point];
  if (!range) return null;
  const scale = range.scales ? periodScale[period] : 1;
  const share = (value - range.min * scale) / ((range.max - range.min) * scale);
  return share < 1 / 3 ? 'low' : share > 2 / 3 ? 'high' : 'middle';
}

/** Indicators where a higher figure is worse. */
export const lowerIsBetter = new Set([
  'Sales Cycle',
  'Turnover',
  'Time to Hire',
  'Absenteeism',
  'Expenses',
  'Overdue Tasks',
]);

export interface ReportFigures {
  data: Record<string, number>;
  dataSource: 'workspace' | 'sample' | 'mixed';
  /** Indicators computed from the user's own data. */
  fromWorkspace: string[];
}

export function computeReportFigures(
  reportType: ReportType,
  period: ReportPeriod,
  dataPoints: readonly string[],
  workspace: WorkspaceSnapshot,
  now: Date,
): ReportFigures {
  const today = now.toISOString().slice(0, 10);
  const data: Record<string, number> = {};
  const fromWorkspace: string[] = [];
  for (const point of dataPoints) {
    const own = workspaceValue(point, workspace, today, period);
    if (own !== null) fromWorkspace.push(point);
    data[point] = own ?? sampleValue(reportType, period, point);
  }
  const dataSource =
    fromWorkspace.length === 0
      ? 'sample'
      : fromWorkspace.length === dataPoints.length
        ? 'workspace'
        : 'mixed';
  return { data, dataSource, fromWorkspace };
}
