import type { ReactNode } from 'react'
import { Component } from 'react'

type Props = {
  children: ReactNode
  /** What shows instead of the children after they threw; `retry` renders them again. */
  fallback: (error: Error, retry: () => void) => ReactNode
  /** When this changes (new input), the children are tried again. */
  resetKey?: unknown
}

type State = { error: Error | null; resetKey: unknown }

/**
 * Keeps a render error where it happened: the part or screen that threw shows its fallback and the rest
 * of the page keeps working (issue 24: one draft's preview blanked the whole page, reload after reload).
 * React itself reports the caught error on the console.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey }
  }

  private readonly retry = () => this.setState({ error: null })

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children
  }
}
