// CPU time by process during a benchmark scenario (Linux /proc), so a figure says where the two cores went:
// the worker processes, PostgreSQL (every backend), and the benchmark process itself (which hosts the Gmail stand-in).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or 0 if it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every process named `postgres` (the postmaster and all its backends, live ones). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

export interface CpuSample {
  workers: number;
  postgres: number;
  bench: number;
}

/** Samples the CPU seconds used so far; worker pids may change (a restarted worker), so the caller passes them each time. */
export function sampleCpu(workerPids: readonly number[]): CpuSample {
  const own = process.cpuUsage();
  return {
    workers: workerPids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    postgres: postgresCpuSeconds(),
    bench: (own.user + own.system) / 1e6,
  };
}

/** CPU milliseconds per email sent, by process, between two samples. */
export function cpuMsPerEmail(before: CpuSample, after: CpuSample, emails: number): CpuSample {
  const per = (key: keyof CpuSample) => Math.round(((after[key] - before[key]) * 1000 * 100) / Math.max(1, emails)) / 100;
  return { workers: per('workers'), postgres: per('postgres'), bench: per('bench') };
}
