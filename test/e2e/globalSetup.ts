import { ensureBuilt } from '@launch/build'

/** Builds the page once before any test, and only when out/ is missing or older than the sources. */
export default function globalSetup(): void {
  ensureBuilt()
}
