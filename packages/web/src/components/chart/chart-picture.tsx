import type { EChartsCoreOption } from 'echarts/core';

/**
 * A chart's picture drawn by the server (SVG, with ECharts' server-side rendering) into the page's markup, so
 * the page's first charts are on screen at its first paint, long before the chart code has arrived and run.
 * The browser shows it until the interactive chart has drawn over it in the same box, then drops it.
 *
 * The drawing itself is only in the server's build: entry-server.tsx hands its drawer (chart-drawer.server.ts)
 * to {@link setChartDrawer}, so ECharts' SVG renderer never reaches a browser bundle. A rendering asks for
 * its pictures through {@link ChartPictures}: each pass leaves a marker in the markup, and only the last
 * pass's markers are drawn ({@link ChartPictures.fill}), once each. Without a drawer (in the browser) a
 * picture is an empty layer, and the server's markup in it is kept as it is by the hydration.
 */
export type ChartDrawer = (option: EChartsCoreOption, width: number, height: number) => string;

/** The pictures a rendering's pass asked for, in the order of their markers. */
export interface ChartPictures {
  /** A marker for the markup in place of the picture of `option` (built only when drawn). */
  ask(option: () => EChartsCoreOption, height: number): string;
  /** The markup with each marker replaced by its picture. */
  fill(html: string): string;
}

let current: (() => ChartPictures | undefined) | undefined;
let drawer: ChartDrawer | undefined;

/** Called once by the server's entry (entry-server.tsx): the drawer, and the rendering's own pictures. */
export function setChartDrawer(
  next: ChartDrawer | undefined,
  pictures?: () => ChartPictures | undefined,
): void {
  drawer = next;
  current = pictures;
}

/**
 * The width the server draws a picture at: a phone's chart box (390 px screen). The picture scales to its
 * box, centred (a wider box shows it at its size; there the interactive chart is drawn at once).
 */
export const PICTURE_WIDTH = 348;

/** A picture's SVG markup for a box `height` px high (empty without a drawer). */
export function drawPicture(option: EChartsCoreOption, height: number): string {
  return drawer === undefined ? '' : drawer(option, PICTURE_WIDTH, height);
}

const MARKER = /<!--chart-picture-(\d+)-->/g;

/** A new rendering pass's pictures (entry-server.tsx makes one per pass and keeps the last). */
export function chartPictures(): ChartPictures {
  const asked: { option: () => EChartsCoreOption; height: number }[] = [];
  return {
    ask(option, height) {
      asked.push({ option, height });
      return `<!--chart-picture-${asked.length - 1}-->`;
    },
    fill(html) {
      return html.replace(MARKER, (_, index: string) => {
        const picture = asked[Number(index)];
        return picture === undefined ? '' : drawPicture(picture.option(), picture.height);
      });
    },
  };
}

/** What the browser renders in place of the server's markup: React keeps the element's content as it is. */
const KEPT = { __html: '' };

/**
 * The picture's layer, over the chart's box (`position: relative`) until the interactive chart has drawn
 * (then removed by its caller), named as the interactive chart is.
 */
export function ChartPicture({
  option,
  height,
  ariaLabel,
}: {
  option: () => EChartsCoreOption;
  height: number;
  ariaLabel: string;
}) {
  const pictures = current?.();
  const markup = pictures === undefined ? KEPT : { __html: pictures.ask(option, height) };
  return (
    <div
      className="chart-picture"
      role="img"
      aria-label={ariaLabel}
      data-chart-picture=""
      style={{ height }}
      // ECharts' own SVG of the app's option (its texts escaped by ECharts), or nothing in the browser.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the only way to keep the server's markup as it is
      dangerouslySetInnerHTML={markup}
      suppressHydrationWarning
    />
  );
}
