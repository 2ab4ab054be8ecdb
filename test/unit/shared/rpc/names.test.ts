import { describe, expect, it } from 'vitest'
import { events, methods } from '@shared/rpc/contract'
import { eventNames, isEventName, isMethodName, methodNames } from '@shared/rpc/names'

// The preload checks names against these lists instead of the contract; they must be the contract's keys.
describe('contract names', () => {
  it('lists exactly the contract’s methods and events', () => {
    expect(Object.keys(methodNames).sort()).toEqual(Object.keys(methods).sort())
    expect(Object.keys(eventNames).sort()).toEqual(Object.keys(events).sort())
  })

  it('knows no inherited or made-up name', () => {
    expect(isMethodName('message.send')).toBe(true)
    expect(isEventName('send.onDidProgress')).toBe(true)
    for (const name of ['toString', '__proto__', 'constructor', 'message.sendAll', 'send.onDidProgress']) {
      expect(isMethodName(name), name).toBe(false)
    }
    expect(isEventName('hasOwnProperty')).toBe(false)
  })
})
