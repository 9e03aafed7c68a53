/** What other features may use of progress: the status log entries a vocabulary write adds. */
export {
  clearLogEntries,
  dailyDeltas,
  statusLogEntries,
  type StatusChangeSource,
  type StatusDayDelta,
  type StatusLogEntry,
} from './status-log.ts';
