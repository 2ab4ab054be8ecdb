import { fullTimestamp } from '../markdown/formatTimestamp'

/** Discord's "(edited)" after an edited message's content; hovering it tells when. */
export function EditedMark({ at }: { at: Date }) {
  return (
    <span className="message__edited" title={fullTimestamp(at.getTime() / 1000)}>
      (edited)
    </span>
  )
}
