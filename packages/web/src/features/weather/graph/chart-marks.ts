/**
 * Where the minimum and maximum marks' labels go. Every marked series gets its two marks; a label is put
 * above a maximum and below a minimum when there is room, else on the other side, else further out, so that
 * it stays inside the plot (never clipped at its edges), clear of the labels and pins already placed
 * (never stacked) and of the drawn lines where it can be; a label put further out than next to its pin is
 * `moved`, and the chart draws a leader line to it. Two marks of the same kind showing the same value at nearly the same time (wind chill and
 * temperature on a warm day) are merged into the first one.
 *
 * The chart's width is unknown when its option is built (it follows the page), so the placement works on the
 * narrowest plot a phone gives: a label clear of the edges and of its neighbours there stays so on a wider
 * one, since vertical gaps do not change with the width and horizontal ones only grow.
 */

export type MarkKind = 'max' | 'min';

export interface MarkInput {
  /** Index of the series (first placed first: the chart's subject gets the best places). */
  series: number;
  kind: MarkKind;
  /** Epoch ms and value of the extreme, as placed: on the chart's own axis (see `coordValue`). */
  at: number;
  value: number;
  /** The value on the series' own axis when that is not the chart's (the pin's coordinate there). */
  coordValue?: number;
  /** Index of the series' axis: marks merge only with marks on the same axis. */
  axis?: number;
  /** The label's text. */
  text: string;
  /** A minimum of 0 of a measure at rest (rain, sunshine, UV): marked in a quiet style. */
  quiet?: true;
}

export interface PlacedMark extends MarkInput {
  /** Offset of the label's centre from the point, px (ECharts label `offset`). */
  offset: [number, number];
  /** The label's box in plot pixels of the reference plot (left, top, right, bottom). */
  box: Box;
  /** Placed further out than next to its pin: a leader line joins them. */
  moved: boolean;
}

export interface PlotGeometry {
  width: number;
  height: number;
  x: { min: number; max: number };
  y: { min: number; max: number };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The narrowest plot: a 360 px phone's card less its padding, the y-axis labels and the right margin. */
export const REFERENCE_PLOT_WIDTH = 240;
/** Label font size, px, and the box a label of n characters takes at it (with its halo). */
export const MARK_FONT_SIZE = 11;
const CHAR_WIDTH = 6.6;
export const LABEL_HEIGHT = 15;
/** Size of the pin (a triangle) at the point, px. */
export const MARK_SYMBOL_SIZE = 9;
const GAP = 2;
/** Levels tried on each side before giving up on a clear place. */
const LEVELS = 4;

export function labelWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH + 6);
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The point of a mark in plot pixels (origin top-left). */
export function markPixel(mark: { at: number; value: number }, plot: PlotGeometry): [number, number] {
  const xSpan = plot.x.max - plot.x.min;
  const ySpan = plot.y.max - plot.y.min;
  const x = xSpan > 0 ? ((mark.at - plot.x.min) / xSpan) * plot.width : plot.width / 2;
  const y = ySpan > 0 ? (1 - (mark.value - plot.y.min) / ySpan) * plot.height : plot.height / 2;
  return [x, y];
}

/** Drops marks that repeat an earlier one of the same kind: same text, within 2 % of the plot's width. */
export function mergeMarks(marks: readonly MarkInput[], plot: PlotGeometry): MarkInput[] {
  const kept: MarkInput[] = [];
  for (const mark of marks) {
    const [x] = markPixel(mark, plot);
    const twin = kept.find(
      (other) =>
        other.kind === mark.kind &&
        other.text === mark.text &&
        (other.axis ?? 0) === (mark.axis ?? 0) &&
        Math.abs(markPixel(other, plot)[0] - x) <= plot.width * 0.02,
    );
    if (twin === undefined) kept.push(mark);
  }
  return kept;
}

/** How much a label over a drawn line costs against a label over another label or a pin (per point). */
const LINE_POINT_COST = 4;

/**
 * Places the labels of `marks` (already merged) inside the plot, clear of each other and of the pins where
 * possible, then of `lines` (the drawn points, as on the chart's own axis): among equally clear places the
 * one over fewest drawn points.
 */
export function placeMarks(
  marks: readonly MarkInput[],
  plot: PlotGeometry,
  lines: readonly { at: number; value: number }[] = [],
): PlacedMark[] {
  // The drawn points in pixels, by x, so a box looks only at those under it.
  const linePixels = lines.map((point) => markPixel(point, plot)).sort((a, b) => a[0] - b[0]);
  const overLines = (box: Box) => {
    let low = 0;
    let high = linePixels.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((linePixels[middle]?.[0] ?? 0) < box.left) low = middle + 1;
      else high = middle;
    }
    let count = 0;
    for (let index = low; index < linePixels.length; index += 1) {
      const [x, y] = linePixels[index] ?? [0, 0];
      if (x > box.right) break;
      if (y >= box.top && y <= box.bottom) count += 1;
    }
    return count * LINE_POINT_COST;
  };
  const pins: Box[] = marks.map((mark) => {
    const [x, y] = markPixel(mark, plot);
    const half = MARK_SYMBOL_SIZE / 2;
    return { left: x - half, top: y - half, right: x + half, bottom: y + half };
  });
  const placed: PlacedMark[] = [];
  const ordered = [...marks].sort((a, b) => a.series - b.series || (a.kind === 'max' ? -1 : 1));
  for (const mark of ordered) {
    const [x, y] = markPixel(mark, plot);
    const width = labelWidth(mark.text);
    // Horizontally centred on the point, shifted inward when that would cross the left or right edge.
    const centreX = Math.min(Math.max(x, width / 2), plot.width - width / 2);
    const dx = centreX - x;
    const first = MARK_SYMBOL_SIZE / 2 + GAP + LABEL_HEIGHT / 2;
    const candidates: number[] = [];
    for (let level = 0; level < LEVELS; level += 1) {
      const distance = first + level * (LABEL_HEIGHT + GAP);
      // A maximum's label above it first, a minimum's below.
      candidates.push(mark.kind === 'max' ? -distance : distance, mark.kind === 'max' ? distance : -distance);
    }
    let best: { dy: number; box: Box; cost: number; level: number } | null = null;
    for (const [order, dy] of candidates.entries()) {
      const centreY = Math.min(Math.max(y + dy, LABEL_HEIGHT / 2), plot.height - LABEL_HEIGHT / 2);
      const box = {
        left: centreX - width / 2,
        right: centreX + width / 2,
        top: centreY - LABEL_HEIGHT / 2,
        bottom: centreY + LABEL_HEIGHT / 2,
      };
      // A label pushed off its side by the edge would sit on its own point: not a place.
      const ownPin = overlap(box, {
        left: x - MARK_SYMBOL_SIZE / 2,
        right: x + MARK_SYMBOL_SIZE / 2,
        top: y - MARK_SYMBOL_SIZE / 2,
        bottom: y + MARK_SYMBOL_SIZE / 2,
      });
      const cost =
        ownPin +
        placed.reduce((sum, other) => sum + overlap(box, other.box), 0) +
        pins.reduce((sum, pin) => sum + overlap(box, pin), 0) +
        overLines(box);
      if (best === null || cost < best.cost) best = { dy: centreY - y, box, cost, level: order >> 1 };
      if (cost === 0) break;
    }
    if (best !== null) {
      // Further out than the first level (or pushed there by an edge): no longer next to its pin.
      const moved = best.level > 0 || Math.abs(best.dy) > first + 1;
      placed.push({ ...mark, offset: [round(dx), round(best.dy)], box: best.box, moved });
    }
  }
  return placed;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
