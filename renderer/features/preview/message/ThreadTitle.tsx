import { LineIcon } from '../LineIcon'
import { Part } from '../Part'

/** `thread_name` makes the message a forum post: Discord shows the post's title above it. */
export function ThreadTitle({ name }: { name: string }) {
  return (
    <Part id="thread_name" className="thread-title">
      <LineIcon d="M4 5h16v10H9l-5 4zM8 9h8M8 12h5" size={20} strokeWidth={1.8} linejoin="round" />
      <span className="thread-title__text" dir="auto">
        {name}
      </span>
    </Part>
  )
}
