import { AxisBottom } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { formatEuros } from '@/lib/format';
import { useAdsTranslation } from '../i18n';
import type { JudgedContext } from '../lib/price-context';

const WIDTH = 640;
const HEIGHT = 150;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 20 };
const DOT_RADIUS = 4;
/** The axis takes the text colour of the svg (light and dark themes). */
const CURRENT_COLOR = 'currentColor';
const PLOT_BOTTOM = HEIGHT - MARGIN.bottom;
const PLOT_HEIGHT = PLOT_BOTTOM - MARGIN.top;
/** Half the width of the widest tick label ("127.500 €" at 11 px): a label centred closer to the edge is cut. */
const HALF_LABEL = 30;

/** A tick label near either end is anchored inward so it stays inside the chart. */
export function tickAnchor(at: number): 'start' | 'middle' | 'end' {
  if (at - HALF_LABEL < 0) return 'start';
  if (at + HALF_LABEL > WIDTH) return 'end';
  return 'middle';
}

/** Dots stacked where they would overlap (a dot plot), so every comparable ad stays visible. */
function stackDots(xs: number[]): { x: number; y: number }[] {
  const stacks = new Map<number, number>();
  const placed = xs.map((x) => {
    const bin = Math.round(x / (2 * DOT_RADIUS));
    const level = stacks.get(bin) ?? 0;
    stacks.set(bin, level + 1);
    return { x: bin * 2 * DOT_RADIUS, level };
  });
  const tallest = Math.max(1, ...stacks.values());
  const step = Math.min(2 * DOT_RADIUS + 1, (PLOT_HEIGHT - 2 * DOT_RADIUS) / tallest);
  return placed.map(({ x, level }) => ({ x, y: PLOT_BOTTOM - DOT_RADIUS - 1 - level * step }));
}

function LegendSwatch({ kind }: { kind: 'dot' | 'band' | 'median' | 'ad' }) {
  return (
    <svg viewBox="0 0 16 12" className="h-3 w-4" aria-hidden="true">
      {kind === 'dot' ? <circle cx="8" cy="6" r="4" className="fill-neutral-400 dark:fill-neutral-500" /> : null}
      {kind === 'band' ? <rect x="0" y="0" width="16" height="12" rx="2" className="fill-green-500/25" /> : null}
      {kind === 'median' ? (
        <line x1="8" x2="8" y1="0" y2="12" strokeWidth="2" strokeDasharray="3 2" className="stroke-neutral-700 dark:stroke-neutral-300" />
      ) : null}
      {kind === 'ad' ? <line x1="8" x2="8" y1="0" y2="12" strokeWidth="3" className="stroke-brand-600 dark:stroke-brand-400" /> : null}
    </svg>
  );
}

interface PriceChartProps {
  context: JudgedContext;
  /** The chart's text alternative (the sentence the page also shows). */
  summary: string;
}

/** The comparable ads' prices as a dot plot, with the "precio justo" band, the median and this ad marked. */
export function PriceChart({ context, summary }: PriceChartProps) {
  const { t } = useAdsTranslation();
  const values = [...context.comparables, context.value, context.median];
  if (context.fairLow !== null) values.push(context.fairLow);
  if (context.fairHigh !== null) values.push(context.fairHigh);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.05 || Math.max(1, high * 0.05);
  const x = scaleLinear<number>({ domain: [Math.max(0, low - pad), high + pad], range: [MARGIN.left, WIDTH - MARGIN.right], nice: true });
  const dots = stackDots(context.comparables.map((value) => x(value)));
  const band = context.fairLow !== null && context.fairHigh !== null ? { from: x(context.fairLow), to: x(context.fairHigh) } : null;
  const median = x(context.median);
  const ad = x(context.value);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        data-testid="price-chart"
        className="h-auto w-full max-w-2xl text-neutral-600 dark:text-neutral-400"
      >
        {band ? <rect x={band.from} y={MARGIN.top} width={Math.max(1, band.to - band.from)} height={PLOT_HEIGHT} rx="4" className="fill-green-500/20" /> : null}
        {dots.map((dot, i) => (
          <circle key={i} cx={dot.x} cy={dot.y} r={DOT_RADIUS - 0.5} className="fill-neutral-400 dark:fill-neutral-500" />
        ))}
        <line
          x1={median}
          x2={median}
          y1={MARGIN.top}
          y2={PLOT_BOTTOM}
          strokeWidth="2"
          strokeDasharray="5 3"
          className="stroke-neutral-700 dark:stroke-neutral-300"
        />
        <line x1={ad} x2={ad} y1={MARGIN.top - 4} y2={PLOT_BOTTOM} strokeWidth="3" className="stroke-brand-600 dark:stroke-brand-400" />
        <circle cx={ad} cy={MARGIN.top - 4} r="5" className="fill-brand-600 dark:fill-brand-400" />
        <AxisBottom
          scale={x}
          top={PLOT_BOTTOM}
          numTicks={5}
          stroke={CURRENT_COLOR}
          tickStroke={CURRENT_COLOR}
          tickFormat={(value) => formatEuros(Number(value), { whole: true })}
          tickLabelProps={(value) => ({ fill: CURRENT_COLOR, fontSize: 11, textAnchor: tickAnchor(x(Number(value))) })}
        />
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
          <li className="inline-flex items-center gap-1.5">
            <LegendSwatch kind="ad" />
            {t('priceContext.thisAd')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <LegendSwatch kind="median" />
            {context.basis === 'model' ? t('priceContext.reference') : t('priceContext.median')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <LegendSwatch kind="band" />
            {t('priceContext.fair')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <LegendSwatch kind="dot" />
            {t('priceContext.comparables')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
