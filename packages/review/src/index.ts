export {
  createScheduler,
  fromFsrsCard,
  newScheduling,
  preview,
  schedule,
  toFsrsCard,
  type Scheduler,
} from './scheduling.ts';
export { formatInterval } from './interval.ts';
