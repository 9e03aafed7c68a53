export {
  createScheduler,
  fromFsrsCard,
  newScheduling,
  preview,
  schedule,
  toFsrsCard,
  type Scheduler,
} from './scheduling.ts';
