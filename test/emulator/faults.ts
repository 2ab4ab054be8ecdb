// Fault injection: each fault matches method + path pattern and fires `count` times after letting `skip`
// matching requests through, so a test can script exactly which attempt fails and how.
import { matchPath } from './http'
import type { Fault, FaultSpec } from './types'

export class Faults {
  private list: Fault[] = []
  private nextId = 1

  add(spec: FaultSpec): Fault {
    const fault: Fault = { count: 1, skip: 0, ...spec, id: String(this.nextId++), seen: 0, fired: 0 }
    this.list.push(fault)
    return fault
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }))
  }

  remove(id: string): boolean {
    const before = this.list.length
    this.list = this.list.filter((f) => f.id !== id)
    return this.list.length !== before
  }

  clear(): void {
    this.list = []
  }

  /** The fault for this request, if one is due. Counts the request against every matching fault. */
  take(method: string, path: string): Fault | undefined {
    for (const fault of this.list) {
      if (fault.method && fault.method.toUpperCase() !== method) continue
      if (!matchPath(fault.path, path)) continue
      fault.seen++
      if (fault.seen <= (fault.skip ?? 0)) continue
      if (fault.fired >= (fault.count ?? 1)) continue
      fault.fired++
      if (fault.fired >= (fault.count ?? 1)) this.list = this.list.filter((f) => f !== fault)
      return { ...fault }
    }
    return undefined
  }
}
