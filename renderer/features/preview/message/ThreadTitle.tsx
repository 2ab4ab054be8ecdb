import { Part } from '../Part'

/** `thread_name` makes the message a forum post: Discord shows the post's title above it. */
export function ThreadTitle({ name }: { name: string }) {
  return (
    <Part id="thread_name" className="thread-title">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v10H9l-5 4zM8 9h8M8 12h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="thread-title__text">{name}</span>
    </Part>
  )
}
