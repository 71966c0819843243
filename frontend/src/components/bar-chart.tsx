import type { CSSProperties } from 'react';
import { formatNairaShort } from '../../../shared/money';
import { barPercent, chartScale } from './chart-scale';
import './bar-chart.css';

/** One kind of bar (Sales, Expenses, Owed): its legend's name and colour. */
export interface BarSeries {
  id: string;
  label: string;
  /** The bars' and the swatch's colour class; otherwise the series' place picks one (green, amber, blue, ...). */
  className?: string;
}

/** One group of bars (a month, an aging bucket, a category): its label under the axis, one figure (kobo) a series. */
export interface BarPoint {
  key: string;
  label: string;
  /** The group's full name on hover (a month's 'November 2026' under its 'Nov'); the label otherwise. */
  title?: string;
  values: Record<string, number>;
}

interface BarChartProps {
  series: readonly BarSeries[];
  points: readonly BarPoint[];
  /** Before the figures come: the axis keeps its height, with no amounts on it, so their arrival moves nothing. */
  loading?: boolean;
  /** Said on the plot when every figure is 0. */
  emptyText?: string;
  /** The root's classes (the dashboard's look, the report's width per group). */
  className?: string;
  /** A class on each group of bars, besides `kobo-chart-point`. */
  pointClassName?: string;
  /**
   * The narrowest a group may be (px): with many groups the chart scrolls sideways inside its own
   * box rather than squeezing them (the page never scrolls). 0 (the default): always fits.
   */
  minPointWidth?: number;
}

/** The colours the series take by their place when they name none. */
const SERIES_CLASSES = ['kobo-chart-bar--1', 'kobo-chart-bar--2', 'kobo-chart-bar--3', 'kobo-chart-bar--4'] as const;
const seriesClass = (s: BarSeries, i: number) => s.className ?? SERIES_CLASSES[i % SERIES_CLASSES.length]!;

/**
 * Bars on an axis of round amounts (chartScale), one group a point, one bar a series, a legend
 * when there are two series or more. Drawn with CSS alone (no chart library: the dashboard paints
 * before the app) and hidden from screen readers: the page gives the same numbers as a table.
 */
export function BarChart({ series, points, loading = false, emptyText, className, pointClassName, minPointWidth = 0 }: BarChartProps) {
  const scale = chartScale(points.flatMap((p) => series.map((s) => p.values[s.id] ?? 0)));
  const empty = !loading && scale.max === 0;
  const at = (tick: number) => `${scale.max ? (tick / scale.max) * 100 : 0}%`;
  const style = { '--kobo-chart-series': Math.max(1, series.length) } as CSSProperties;
  const gridStyle: CSSProperties | undefined = minPointWidth > 0 ? { minWidth: `calc(var(--kobo-chart-axis-width) + ${points.length * minPointWidth}px)` } : undefined;
  return (
    <div className={className ? `kobo-chart ${className}` : 'kobo-chart'} style={style} aria-hidden="true">
      {series.length > 1 && (
        <ul className="kobo-chart-legend">
          {series.map((s, i) => (
            <li key={s.id}>
              <span className={`kobo-chart-swatch ${seriesClass(s, i)}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className="kobo-chart-scroll">
        <div className="kobo-chart-grid" style={gridStyle}>
          <div className="kobo-chart-axis">
            {!loading &&
              scale.ticks.map((tick) => (
                <span key={tick} style={{ bottom: at(tick) }}>
                  {formatNairaShort(tick)}
                </span>
              ))}
          </div>
          <div className="kobo-chart-plot">
            {scale.ticks.map((tick) => (
              <span key={tick} className="kobo-chart-line" style={{ bottom: at(tick) }} />
            ))}
            <div className="kobo-chart-bars">
              {points.map((p) => (
                <div key={p.key} className={pointClassName ? `kobo-chart-point ${pointClassName}` : 'kobo-chart-point'} title={p.title ?? p.label}>
                  {series.map((s, i) => (
                    <span key={s.id} className={`kobo-chart-bar ${seriesClass(s, i)}`} style={{ height: `${barPercent(p.values[s.id] ?? 0, scale.max)}%` }} />
                  ))}
                </div>
              ))}
            </div>
            {empty && emptyText && <p className="kobo-chart-empty">{emptyText}</p>}
          </div>
          <div className="kobo-chart-labels">
            {points.map((p) => (
              <span key={p.key}>{p.label}</span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
