// Where the send bar gets what other parts of the composer know: the target part says whether Send may
// go and where, the files part what is wrong with the attachments, the mentions part who will be pinged.
export { useTargetReadiness, markForum } from '../target'
export type { TargetReadiness } from '../target'
export { useFileProblems } from '../files'
export type { FileProblem } from '../files'
export { pingsOf } from '../mentions'
