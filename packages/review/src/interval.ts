const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The wait before a card's next review as every client's rating buttons show it: minutes (at least 1, so a
 * 1-minute step measured a moment late still reads "1m"), hours, days, months or years, short.
 * @example formatInterval(10 * 60_000) // '10m'; formatInterval(59_500) // '1m'; formatInterval(3 * 86_400_000) // '3d'
 */
export function formatInterval(ms: number): string {
  if (ms < HOUR - MINUTE / 2) return `${Math.max(1, Math.round(ms / MINUTE))}m`;
  if (ms < DAY - HOUR / 2) return `${Math.round(ms / HOUR)}h`;
  const days = ms / DAY;
  if (days < 29.5) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}

function oneDecimal(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
}
