// `npx tsx bench/main-thread.ts` (after `npm run build`): the long tasks of each signed-in route's load,
// read from a Chromium trace and counted as Lighthouse counts Total Blocking Time under its 4× CPU slowdown.
// Wall-clock task lengths follow the machine's load; the renderer thread's CPU time (`tdur`) hardly does,
// so both are printed: "CPU ×4" is each task's CPU time times 4 (what a 4× slower phone would spend),
// "wall ×4" the same with wall-clock lengths.
// MAIN_THREAD_PAGES=/a,/b narrows the routes, MAIN_THREAD_RUNS (3) sets the runs per route (median).
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { signedIn } from './accounts.ts';
import { sidebarRoutes } from './route-weight.ts';
import { startOurServer } from './throughput.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const slowdown = 4;
const longTask = 50; // ms, as Lighthouse and the Long Tasks API count them

interface Blocking {
  tasks: number;
  tbt: number;
  longest: number;
}

function blocking(lengths: number[]): Blocking {
  const long = lengths.filter((ms) => ms > longTask);
  return {
    tasks: long.length,
    tbt: long.reduce((sum, ms) => sum + ms - longTask, 0),
    longest: Math.max(0, ...lengths),
  };
}

// MAIN_THREAD_DETAIL=1: what each long task spends its CPU time on (the trace's top-level events in it).
function printLongTasks(events: TraceEvent[], tasks: TraceEvent[]) {
  for (const task of tasks.filter((t) => ((t.tdur ?? 0) / 1000) * slowdown > longTask)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (e) =>
        e.ph === 'X' &&
        e.tid === task.tid &&
        e.pid === task.pid &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts < end,
    );
    const spent = new Map<string, number>();
    for (const e of inside) {
      const data = (e.args as { data?: { url?: string; functionName?: string } } | undefined)?.data;
      const key = `${e.name}${data?.url ? ` ${data.url.replace(/.*\//, '')}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
      spent.set(key, (spent.get(key) ?? 0) + (e.tdur ?? 0) / 1000);
    }
    const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  task ${(((task.tdur ?? 0) / 1000) * slowdown).toFixed(0)} ms ×${slowdown}: ${top.map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ')}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.MAIN_THREAD_RUNS ?? 3);
  const only = process.env.MAIN_THREAD_PAGES?.split(',');
  const routes = sidebarRoutes.filter((route) => !only || only.includes(route));
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  const server = await startOurServer({ NODE_ENV: 'development' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const account = await signedIn(server.url, `fil.${Date.now()}@example.fr`);
    const cookies = [...account.cookies].map(([name, value]) => ({ name, value, url: server.url }));
    console.log(
      `| route | long tasks (CPU ×${slowdown}) | TBT ms (CPU ×${slowdown}) | longest ms (CPU ×${slowdown}) | TBT ms (wall ×${slowdown}) | runs TBT CPU |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const route of routes) {
      const cpu: Blocking[] = [];
      const wall: Blocking[] = [];
      for (let run = 0; run < runs; run++) {
        // A fresh context per run: a cold cache, as Lighthouse loads a page.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addCookies(cookies);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        // Chromium's throttling keeps the thread busy, so its CPU time would already hold the slowdown
        // (and the load's share of it): the page runs at full speed and each task's CPU time is scaled.
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata',
          transferMode: 'ReportEvents',
        });
        await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        const mainThreads = new Set(
          events
            .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
            .map((e) => `${e.pid}:${e.tid}`),
        );
        const tasks = events.filter(
          (e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`),
        );
        if (process.env.MAIN_THREAD_DETAIL) printLongTasks(events, tasks);
        cpu.push(blocking(tasks.map((e) => ((e.tdur ?? 0) / 1000) * slowdown)));
        wall.push(blocking(tasks.map((e) => ((e.dur ?? 0) / 1000) * slowdown)));
      }
      console.log(
        `| ${route} | ${median(cpu.map((b) => b.tasks))} | ${median(cpu.map((b) => b.tbt)).toFixed(0)} | ${median(cpu.map((b) => b.longest)).toFixed(0)} | ${median(wall.map((b) => b.tbt)).toFixed(0)} | ${cpu.map((b) => b.tbt.toFixed(0)).join(' ')} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`load: ${execSync('uptime').toString().trim()}`);
}
