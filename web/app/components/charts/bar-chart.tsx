import { useId } from 'react';

// Bar charts drawn as SVG by hand: a few rectangles and labels weigh less than any chart library,
// and stay out of every bundle but the dashboards' that draw them. Each chart is a figure whose
// picture is named and described for screen readers, with its numbers as a table beside it.

/** One group of bars: its label (a month, an organisation), and a value per series. */
export interface BarGroup {
  label: string;
  values: readonly number[];
}

/** The series' colours, in order (brand, then a contrasting slate), each 3:1 against white. */
const SERIES_FILL = ['fill-brand-600', 'fill-slate-500', 'fill-amber-600'];
const SERIES_SWATCH = ['bg-brand-600', 'bg-slate-500', 'bg-amber-600'];

const BAR_HEIGHT = 14;
const GROUP_GAP = 10;
const LABEL_WIDTH = 150;
/** How many characters of a label fit in LABEL_WIDTH at 11 px (more were cut off at the left). */
const LABEL_CHARS = 21;
const VALUE_WIDTH = 48;
const WIDTH = 520;

/**
 * Horizontal bars, one group per row and one bar per series in each: readable with long labels
 * (organisations' names) and on a phone. `series` names the values (`['2025–26', '2024–25']`);
 * `unit` says what they count (`events`).
 */
export function BarChart(props: {
  title: string;
  series: readonly string[];
  groups: readonly BarGroup[];
  unit: string;
  /** What a reader should see in it, said before the picture for screen readers. */
  summary?: string;
}) {
  const id = useId();
  const { groups, series } = props;
  const largest = Math.max(1, ...groups.flatMap((group) => group.values));
  const groupHeight = series.length * BAR_HEIGHT + GROUP_GAP;
  const height = Math.max(groupHeight, groups.length * groupHeight);
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const total = (values: readonly number[]) => values.reduce((sum, n) => sum + n, 0);
  return (
    <figure
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {props.title}
      </figcaption>
      {props.summary && (
        <p id={`${id}-summary`} className="mt-1 text-sm text-slate-600">
          {props.summary}
        </p>
      )}
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-label="Key">
          {series.map((name, index) => (
            <li key={name} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-sm ${SERIES_SWATCH[index % 3]}`}
              />
              {name}
            </li>
          ))}
        </ul>
      )}
      {groups.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing to show yet.</p>
      ) : (
        <svg
          role="img"
          aria-describedby={props.summary ? `${id}-summary` : undefined}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="mt-3 w-full max-w-2xl text-slate-700"
        >
          <title>{props.title}</title>
          {groups.map((group, groupIndex) => {
            const top = groupIndex * groupHeight;
            return (
              <g key={group.label}>
                <text
                  x={LABEL_WIDTH - 8}
                  y={top + (series.length * BAR_HEIGHT) / 2}
                  dominantBaseline="middle"
                  textAnchor="end"
                  className="fill-current text-[11px]"
                >
                  {group.label.length > LABEL_CHARS
                    ? `${group.label.slice(0, LABEL_CHARS - 1)}…`
                    : group.label}
                </text>
                {group.values.map((value, seriesIndex) => {
                  const y = top + seriesIndex * BAR_HEIGHT;
                  const width = (value / largest) * barSpace;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position.
                    <g key={seriesIndex}>
                      <rect
                        x={LABEL_WIDTH}
                        y={y + 1}
                        width={Math.max(value > 0 ? 2 : 0, width)}
                        height={BAR_HEIGHT - 2}
                        rx={2}
                        className={SERIES_FILL[seriesIndex % 3]}
                      >
                        <title>{`${group.label}, ${series[seriesIndex]}: ${value} ${props.unit}`}</title>
                      </rect>
                      <text
                        x={LABEL_WIDTH + width + 4}
                        y={y + BAR_HEIGHT / 2}
                        dominantBaseline="middle"
                        className="fill-current text-[10px]"
                      >
                        {value}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      )}
      {groups.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700 hover:underline">
            {props.title}: the figures as a table
          </summary>
          {/* A table of many series scrolls in its own box on a phone, not the page; it takes
              focus to scroll by keyboard. */}
          <section
            aria-label={`${props.title}: the figures`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
            tabIndex={0}
            className="relative mt-2 overflow-x-auto focus-visible:outline-offset-0"
          >
            <table className="min-w-full text-left">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    <span className="sr-only">{props.unit} of</span>
                  </th>
                  {series.map((name) => (
                    <th key={name} scope="col" className="py-1 pr-4 font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.label} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {group.label}
                    </th>
                    {group.values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position.
                      <td key={index} className="py-1 pr-4 tabular-nums">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {groups.length > 1 && (
                <tfoot>
                  <tr>
                    <th scope="row" className="py-1 pr-4 font-medium">
                      Total
                    </th>
                    {series.map((name, index) => (
                      <td key={name} className="py-1 pr-4 font-medium tabular-nums">
                        {total(groups.map((group) => group.values[index] ?? 0))}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </section>
        </details>
      )}
    </figure>
  );
}
