import { BarChart } from '../../components/bar-chart';
import type { ReportChart } from '../../../../shared/schemas/report';

/**
 * The report's chart (the API's `chart`: aging by bucket, expenses by category, income and
 * expenses by month) above its table, in the dashboard's bar chart: its title, bars a point, a
 * legend for two series or more. The bars are for the eye only; screen readers are told the table
 * below holds the same numbers. Many points scroll sideways inside the chart's own box.
 */
export function ReportChartView({ chart, busy }: { chart: ReportChart; busy: boolean }) {
  const points = chart.points.map((p, i) => ({ key: `${i}:${p.label}`, label: p.label, values: p.values }));
  return (
    <div className="kobo-report-chart" aria-busy={busy}>
      <h2 className="kobo-report-chart-title">{chart.title}</h2>
      <p className="kobo-ui-sr-only">A bar chart of {chart.title.toLowerCase()}; the table below holds its figures.</p>
      <BarChart series={chart.series} points={points} minPointWidth={56} />
    </div>
  );
}
