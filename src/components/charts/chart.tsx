// One chart of the back office's reports ('Relatórios', a course's analytics), drawn by Chartist
// (SVG; docs/sales-admin.md, "Charts"). The drawing is decoration for sighted readers: it is
// hidden from screen readers, and the figure's table (ChartFigure) carries the same numbers. Chartist's stylesheet is not imported — the
// build keeps one stylesheet for the whole app, inlined on the public pages — so each drawn element
// gets its look from the draw event instead, and that code stays in this screen's chunk.
import {
  BarChart,
  FixedScaleAxis,
  Interpolation,
  LineChart,
  type BarChartOptions,
  type LineChartOptions,
} from 'chartist';
import { useEffect, useRef } from 'react';

export interface ChartPoint {
  label: string;
  value: number;
}

interface ChartProps {
  /** 'line' for a series over time, 'bars' for a ranking (horizontal bars, one per label). */
  kind: 'line' | 'bars';
  points: readonly ChartPoint[];
  /** A second series over the same labels, drawn in the second colour (CHART_COLORS). */
  compare?: readonly number[];
  /** How the value axis writes a number (e.g. 'R$ 1,2 mil'). */
  formatValue: (value: number) => string;
  /** The drawing's height in pixels. */
  heightPx?: number;
  /** How the value axis is divided: counts in whole steps ('1, 2, 3', never '0,5'), shares from
   * 0 to 1 in quarters ('0%, 25%… 100%'), or any step (amounts, the default). */
  scale?: 'any' | 'integer' | 'share';
}

const BRAND = '#1d63e0'; // brand-600
const SECOND = '#0f766e'; // teal-700
/** The series' colours, in order (a legend beside a chart with `compare` uses them). */
export const CHART_COLORS = [BRAND, SECOND] as const;
const GRID = '#e2e8f0'; // slate-200
const LABEL = '#475569'; // ink-muted

interface DrawnElement {
  type: string;
  element: { attr: (attributes: Record<string, string>) => unknown; getNode: () => Element };
  axis?: { units: { pos: string } };
  seriesIndex?: number;
}

/** Gives each drawn element the look Chartist's stylesheet would (the colours of the app's palette). */
function styleElement(data: DrawnElement, kind: ChartProps['kind'], barWidth: number) {
  const colour = CHART_COLORS[data.seriesIndex ?? 0] ?? BRAND;
  switch (data.type) {
    case 'grid':
      data.element.attr({ style: `stroke:${GRID};stroke-width:1px` });
      break;
    case 'line':
      data.element.attr({ style: `fill:none;stroke:${colour};stroke-width:3px` });
      break;
    case 'area':
      data.element.attr({ style: `stroke:none;fill:${colour};fill-opacity:.12` });
      break;
    case 'point':
      data.element.attr({ style: `stroke:${colour};stroke-width:8px;stroke-linecap:round` });
      break;
    case 'bar':
      data.element.attr({ style: `fill:none;stroke:${colour};stroke-width:${barWidth}px` });
      break;
    case 'label': {
      const span = data.element.getNode().firstElementChild;
      if (span instanceof HTMLElement)
        Object.assign(span.style, labelStyle(kind, data.axis?.units.pos === 'y', span));
      break;
    }
  }
}

/**
 * The text of an axis label. Under a chart (dates, amounts): from its tick, never cut. Left of a
 * line chart (amounts): right-aligned on its grid line. Left of the bars (products, methods):
 * right-aligned, centred on its bar, a long name cut with '…' (the table has it whole).
 */
function labelStyle(kind: ChartProps['kind'], leftAxis: boolean, span: HTMLElement) {
  const text = { color: LABEL, fontSize: '12px', whiteSpace: 'nowrap' };
  if (!leftAxis)
    return { ...text, display: 'block', textAlign: 'left', lineHeight: '1.1', overflow: 'visible' };
  if (kind === 'line')
    return { ...text, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', lineHeight: '1' };
  return {
    ...text,
    display: 'block',
    textAlign: 'right',
    lineHeight: span.style.height,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
}

export function Chart({ kind, points, compare, formatValue, heightPx = 256, scale = 'any' }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const labels = points.map((point) => point.label);
    const series = [points.map((point) => point.value), ...(compare ? [[...compare]] : [])];
    const width = element.clientWidth;
    const chart =
      kind === 'line'
        ? new LineChart(
            element,
            { labels, series },
            withScale(lineOptions(points.length, width, formatValue), 'axisY', scale),
          )
        : new BarChart(
            element,
            { labels, series },
            withScale(barOptions(width, formatValue), 'axisX', scale),
          );
    // Two series share a label's row: each bar is thinner so both fit.
    const barWidth = kind === 'bars' ? (compare ? 10 : 18) : 0;
    chart.on('draw', (data: DrawnElement) => styleElement(data, kind, barWidth));
    // The last amount under the bars may reach past the drawing's right edge: let it show.
    chart.on('created', () => element.querySelector('svg')?.style.setProperty('overflow', 'visible'));
    return () => {
      chart.detach();
    };
  }, [kind, points, compare, formatValue, scale]);

  return <div ref={container} aria-hidden="true" className="w-full" style={{ height: heightPx }} />;
}

/** A date label every few days (all of them are in the table): about six, or three on a phone. */
function lineOptions(count: number, width: number, formatValue: (value: number) => string): LineChartOptions {
  const every = Math.max(1, Math.ceil(count / (width < 500 ? 3 : 6)));
  return {
    showArea: true,
    // Straight segments: a curve between two days would draw sales that never happened.
    lineSmooth: Interpolation.none(),
    showPoint: count <= 31 && width >= 500,
    fullWidth: true,
    low: 0,
    chartPadding: { top: 20, right: 24, bottom: 4, left: 8 },
    axisX: {
      showGrid: false,
      labelInterpolationFnc: (label: string | number, index: number) => (index % every === 0 ? label : null),
    },
    axisY: {
      offset: 72,
      onlyInteger: false,
      labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
    },
  };
}

/** Product names take up to two fifths of the width (cut with '…' past it; the table has them whole). */
function barOptions(width: number, formatValue: (value: number) => string): BarChartOptions {
  return {
    horizontalBars: true,
    reverseData: true,
    low: 0,
    chartPadding: { top: 8, right: 40, bottom: 4, left: 8 },
    axisX: {
      labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
      scaleMinSpace: 72,
    },
    axisY: { offset: Math.round(Math.min(200, Math.max(96, width * 0.4))), showGrid: false },
  };
}

const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1];

/** The value axis (`axisY` of a line chart, `axisX` of horizontal bars) divided as `scale` asks. */
function withScale<Options extends LineChartOptions | BarChartOptions>(
  options: Options,
  valueAxis: 'axisX' | 'axisY',
  scale: NonNullable<ChartProps['scale']>,
): Options {
  if (scale === 'any') return options;
  const axis = options[valueAxis];
  if (scale === 'integer') return { ...options, [valueAxis]: { ...axis, onlyInteger: true } };
  return {
    ...options,
    low: 0,
    high: 1,
    [valueAxis]: { ...axis, type: FixedScaleAxis, ticks: SHARE_TICKS, low: 0, high: 1 },
  };
}
