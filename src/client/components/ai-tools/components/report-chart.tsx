import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFigure } from '../format.ts';

export interface ChartFigure {
  key: string;
  label: string;
  value: number;
}

const rowHeight = 40;

/**
 * The report's key figures as horizontal bars, each labelled with its exact value. Indicators mix
 * euros, counts and rates: when their orders of magnitude are far apart, the axis is logarithmic so
 * no bar shrinks to nothing, and the caption says so.
 */
export default function ReportChart({ figures }: { figures: ChartFigure[] }) {
  const positives = figures.map((f) => f.value).filter((v) => v > 0);
  const logarithmic =
    figures.every((f) => f.value >= 0) &&
    positives.length > 1 &&
    Math.max(...positives) / Math.min(...positives) > 50;
  const floor = logarithmic ? Math.min(...positives) / 2 : 0;
  // A zero cannot sit on a log axis: it is drawn at the axis' start, its label still says 0.
  const rows = figures.map((f) => ({ ...f, plotted: logarithmic ? Math.max(f.value, floor) : f.value }));

  return (
    <figure className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="mb-2 text-sm font-medium text-slate-800">
        Indicateurs clés
        {logarithmic && (
          <span className="ml-2 text-xs font-normal text-slate-500">
            (échelle logarithmique&nbsp;: les indicateurs ont des ordres de grandeur différents)
          </span>
        )}
      </figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={rows.length * rowHeight + 16}>
          {/* No keyboard layer: the drawing is hidden from assistive tech, the table below reads it. */}
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 0, right: 80, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <XAxis
              type="number"
              dataKey="plotted"
              hide
              scale={logarithmic ? 'log' : 'auto'}
              domain={logarithmic ? [floor, 'dataMax'] : [0, 'auto']}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={170}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#334155', fontSize: 12 }}
            />
            <Tooltip
              cursor={{ fill: '#eef2ff' }}
              formatter={(_value, _name, item) => [formatFigure(item.payload.value), 'Valeur']}
            />
            <Bar
              dataKey="plotted"
              fill="#4338ca"
              radius={[0, 4, 4, 0]}
              barSize={22}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="value"
                position="right"
                formatter={(value) => formatFigure(Number(value))}
                style={{ fill: '#0f172a', fontSize: 12, fontWeight: 600 }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The same figures for screen readers, which cannot read the drawing. */}
      <table className="sr-only">
        <caption>Indicateurs clés du rapport</caption>
        <thead>
          <tr>
            <th scope="col">Indicateur</th>
            <th scope="col">Valeur</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.label}</th>
              <td>{formatFigure(f.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
