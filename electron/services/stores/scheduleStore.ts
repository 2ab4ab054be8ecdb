import type { Schedule } from '@shared/schedules/schedule'
import { scheduleSchema } from '@shared/schedules/schedule'
import type { StoreDeps } from './dataStore'
import { RecordFiles } from './recordFiles'

/**
 * schedules/<id>.json, one file per schedule, written atomically like every record file. Unlike the
 * drafts it is read from disk on every call: another runner (a second app, `herald schedule run`) may
 * have sent an occurrence and moved the schedule on since this one last looked.
 */
export class ScheduleStore {
  constructor(private readonly deps: StoreDeps) {}

  all(): Schedule[] {
    return this.files().loadAll()
  }

  get(id: string): Schedule | undefined {
    return this.all().find((schedule) => schedule.id === id)
  }

  write(schedule: Schedule): void {
    this.files().write(schedule)
  }

  remove(id: string): void {
    this.files().remove(id)
  }

  /** A fresh view each time: RecordFiles caches what it read, and the disk is the truth here. */
  private files(): RecordFiles<'schedule', Schedule> {
    return new RecordFiles(this.deps, { folder: 'schedules', key: 'schedule', schema: scheduleSchema })
  }
}
