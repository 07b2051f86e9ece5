// CPU time per request, split between the server, the local PostgreSQL (all its processes) and
// this load generator. On a small machine the three share the cores, so their sum bounds what
// any call can reach, and shows which of them a call's ratio is waiting on.
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuPerRequest {
  serverUs: number;
  databaseUs: number;
  loadUs: number;
}

// /proc/<pid>/stat counts in clock ticks, 100 per second on Linux.
const TICK_US = 10_000;

function ticks(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone meanwhile
  }
}

function postgresTicks(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += ticks(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Starts counting; `stop(requests)` gives each one's share. Undefined where /proc is missing. */
export function startCpuMeter(serverPid: number) {
  if (process.platform !== 'linux') return undefined;
  const server = ticks(String(serverPid));
  const database = postgresTicks();
  const load = process.cpuUsage();
  return {
    stop(requests: number): CpuPerRequest {
      const used = process.cpuUsage(load);
      const per = (us: number) => (requests > 0 ? us / requests : NaN);
      return {
        serverUs: per((ticks(String(serverPid)) - server) * TICK_US),
        // A backend that exited meanwhile takes its ticks along: never below zero.
        databaseUs: per(Math.max(0, postgresTicks() - database) * TICK_US),
        loadUs: per(used.user + used.system),
      };
    },
  };
}
