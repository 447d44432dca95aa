// Where the machine's time goes: the CPU seconds of each run of `npm test`, everything it started
// included (its Vitest workers, servers, Chromium and Chromium's own processes). Chromium is started
// detached and outlives the reaping that would fold it into its parent's count, so instead the process
// table is read once a second: each process is attributed to the run it descends from, and its last
// seen user + system time is summed. A process living less than a second between two reads is missed,
// so the figures are slightly low; the machine's total (`/proc/stat`) is exact.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ), 100 on every kernel we run. */
const TICKS_PER_SECOND = 100;

/** The machine's busy CPU seconds since boot (all cores; idle and iowait excluded). */
export function machineBusySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** One process from /proc: its parent, identity (pid and start time) and CPU ticks; undefined once it ended. */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis, from the 3rd (state): ppid is the 4th, utime and
    // stime the 14th and 15th, the start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), identity: `${pid}:${fields[19]}`, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** One read of the process table: pid → its {@link readProcess} record. */
function readProcesses() {
  const processes = new Map();
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const process = readProcess(entry);
    if (process) processes.set(Number(entry), process);
  }
  return processes;
}

/** Samples the process table every `intervalMs` until stopped; `track(pid, key)` registers a run's root process. */
export function createCpuSampler(intervalMs = 1000) {
  /** a run's root process (its identity) → the run's key */
  const roots = new Map();
  /** process identity → the run's key */
  const owner = new Map();
  /** process identity → last seen ticks */
  const ticks = new Map();

  function sample() {
    const processes = readProcesses();
    for (const [pid, process] of processes) {
      if (!owner.has(process.identity)) {
        // Walk up to a run's root or to a process already attributed.
        const chain = [];
        let current = pid;
        let key;
        for (let depth = 0; depth < 64 && current > 1; depth += 1) {
          const known = processes.get(current);
          if (!known) break;
          key = owner.get(known.identity);
          if (key !== undefined) break;
          chain.push(known.identity);
          key = roots.get(known.identity);
          if (key !== undefined) break;
          current = known.parent;
        }
        if (key === undefined) continue;
        for (const identity of chain) owner.set(identity, key);
      }
      ticks.set(process.identity, process.ticks);
    }
  }

  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    track(pid, key) {
      const root = readProcess(pid);
      if (root) roots.set(root.identity, key);
      sample();
    },
    /** The CPU seconds of the processes of the run registered with `key`, as last read. */
    secondsOf(key) {
      let total = 0;
      for (const [identity, runKey] of owner) if (runKey === key) total += ticks.get(identity) ?? 0;
      return total / TICKS_PER_SECOND;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
