/** What the bar needs to know at each update. */
export interface ProgressState {
  entries: number;
  bytesRead?: number;
  bytesTotal?: number;
}

/**
 * A one-line progress bar for a terminal (entries, entries/s, percent and ETA when the size is known),
 * redrawn at most every 200 ms; silent when the output is not a terminal.
 * @example const bar = createProgressBar('krdict', process.stderr); bar.update({ entries: 10 }); bar.done();
 */
export function createProgressBar(
  label: string,
  out: { isTTY?: boolean; write(text: string): unknown },
  now: () => number = Date.now,
): { update(state: ProgressState): void; done(): void } {
  const started = now();
  let last = 0;
  let latest: ProgressState = { entries: 0 };
  const render = (): string => {
    const seconds = Math.max(0.001, (now() - started) / 1000);
    const rate = latest.entries / seconds;
    const parts = [
      `${label}: ${latest.entries.toLocaleString('en-US')} entries`,
      `${Math.round(rate).toLocaleString('en-US')}/s`,
    ];
    if (latest.bytesTotal && latest.bytesRead !== undefined) {
      const fraction = Math.min(1, latest.bytesRead / latest.bytesTotal);
      const width = 24;
      const filled = Math.round(fraction * width);
      parts.unshift(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(0)}%`);
      if (fraction > 0.01) parts.push(`ETA ${formatDuration((seconds / fraction) * (1 - fraction))}`);
    }
    return parts.join('  ');
  };
  return {
    update(state) {
      latest = state;
      if (!out.isTTY || now() - last < 200) return;
      last = now();
      out.write(`\r${render()}\u001b[K`);
    },
    done() {
      if (out.isTTY) out.write(`\r${render()}\u001b[K\n`);
    },
  };
}

/**
 * Seconds as m:ss or h:mm:ss.
 * @example formatDuration(75) // '1:15'
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
