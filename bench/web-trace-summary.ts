/**
 * The long tasks after the first contentful paint in a Chromium trace (bench/web-trace.ts), each with what
 * ran in it: the trace's own events (scripts evaluated, calls, microtasks, style, layout, paint) and the
 * functions V8's CPU samples spent their time in (self and inclusive).
 */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): without the time the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

const DETAIL = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'EventDispatch',
  'XHRReadyStateChange',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
  'ResourceReceivedData',
  'ResourceFinish',
  'FireIdleCallback',
  'v8.parseOnBackgroundWaiting',
]);

const file = (url: string | undefined) => (url ?? '').replace(/^.*\//, '') || '(native)';
const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}`;

export function summariseTrace(events: TraceEvent[]): string {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (fcp === undefined) return 'no first contentful paint in the trace';
  const { pid, tid } = fcp;
  const main = events.filter((event) => event.pid === pid && event.tid === tid);
  const ms = (ts: number) => Math.round((ts - fcp.ts) / 1000);
  const complete = main.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const tasks = longTasksAfter(complete, fcp.ts, 'dur');
  const samples = cpuSamples(events, pid, tid);
  const lines = [`long tasks ending after the first contentful paint (times from it): ${tasks.length}`];
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - 50;
    lines.push(
      `\n- task at FCP${ms(task.ts) < 0 ? '' : '+'}${ms(task.ts)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms`,
    );
    const inside = complete.filter(
      (event) =>
        event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && DETAIL.has(event.name),
    );
    const kinds = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data ?? {};
      const url = typeof data.url === 'string' ? file(data.url) : '';
      const what =
        typeof data.functionName === 'string' && data.functionName !== '' ? ` ${data.functionName}` : '';
      const key = `${event.name}${url === '' ? '' : ` ${url}`}${event.name === 'FunctionCall' ? what : ''}`;
      kinds.set(key, (kinds.get(key) ?? 0) + (event.dur ?? 0));
    }
    for (const [key, dur] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
      if (dur >= 2_000) lines.push(`    ${String(Math.round(dur / 1000)).padStart(5)} ms  ${key}`);
    }
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    if (within.length === 0) continue;
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const sample of within) {
      self.set(sample.stack[0] ?? '?', (self.get(sample.stack[0] ?? '?') ?? 0) + 1);
      for (const name of new Set(sample.stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
    const share = (count: number) => `${String(Math.round((100 * count) / within.length)).padStart(3)}%`;
    lines.push(`    samples ${within.length}; self:`);
    for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10))
      lines.push(`      ${share(count)} ${name}`);
    lines.push('    inclusive:');
    const ranked = [...inclusive].sort((a, b) => b[1] - a[1]);
    for (const [name, count] of ranked.slice(0, 14)) lines.push(`      ${share(count)} ${name}`);
    // The app's components (capitalised functions) among the rest: whose render or effect took the time.
    const components = ranked.filter(([name, count]) => /^[A-Z]/.test(name) && count / within.length >= 0.02);
    if (components.length > 0) lines.push('    components:');
    for (const [name, count] of components.slice(0, 30)) lines.push(`      ${share(count)} ${name}`);
  }
  lines.push(`\nblocking (trace's tasks): ${Math.round(blocking)} ms`);
  // On a busy machine a task's wall time holds its waits for a core too; its thread time (which the CPU
  // throttling counts in: the throttled thread spins) is what the phone would take alone.
  const outermost = longTasksAfter(complete, fcp.ts, 'tdur');
  const cpuBlocking = outermost.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000 - 50, 0);
  lines.push(
    `blocking from thread time: ${Math.round(cpuBlocking)} ms (tasks: ${outermost.map((task) => Math.round((task.tdur ?? 0) / 1000)).join(', ')} ms)`,
  );
  return lines.join('\n');
}

/** V8's samples on the thread: each with its time and its stack (innermost first). */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): { ts: number; stack: string[] }[] {
  const out: { ts: number; stack: string[] }[] = [];
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid);
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
    const chunks = events.filter(
      (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === pid,
    );
    if (profile.tid !== tid && chunks.every((chunk) => chunk.tid !== tid)) continue;
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, index) => {
        ts += deltas[index] ?? 0;
        const stack: string[] = [];
        for (
          let node = nodes.get(id);
          node !== undefined;
          node = node.parent === undefined ? undefined : nodes.get(node.parent)
        ) {
          const name = node.callFrame.functionName;
          if (name === '(root)' || name === '(program)' || name === '(idle)') {
            if (stack.length === 0) stack.push(name);
            continue;
          }
          stack.push(frameName(node.callFrame));
        }
        out.push({ ts, stack });
      });
    }
  }
  return out;
}

/**
 * The main thread's tasks longer than 50 ms by `length` (wall time `dur`, or thread time `tdur`) that end
 * after `afterTs`. A task's trace may nest the same task twice (the scheduler's and the thread's): the
 * outermost counts.
 */
function longTasksAfter(complete: TraceEvent[], afterTs: number, length: 'dur' | 'tdur'): TraceEvent[] {
  const candidates = complete.filter(
    (event) =>
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
      (event[length] ?? 0) > 50_000 &&
      event.ts + (event.dur ?? 0) > afterTs,
  );
  return candidates.filter(
    (task) =>
      !candidates.some(
        (outer) =>
          outer !== task &&
          outer.ts <= task.ts &&
          outer.ts + (outer.dur ?? 0) >= task.ts + (task.dur ?? 0) &&
          ((outer.dur ?? 0) > (task.dur ?? 0) ||
            outer.ts < task.ts ||
            candidates.indexOf(outer) < candidates.indexOf(task)),
      ),
  );
}
